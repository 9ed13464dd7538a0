import { AppError } from '@/lib/errors';
import { defineRoute, inOrganization } from '@/lib/server/access';
import { readCopyProgress } from '@/lib/copy/server/copy-progress';
import { sweepCopiesSoon } from '@/lib/copy/server/copy-resume';

// A copy's progress and result, polled by the copy dialog. Now and then a poll also starts a
// background pass, so rows an instance left behind when it stopped are finished by another.
export const GET = defineRoute<{ organizationId: string; copyId: string }>({ role: 'scheduler', name: 'GET copy', scope: inOrganization }, async (_request, { params, db }) => {
  if (!/^[0-9a-f-]{36}$/.test(params.copyId)) throw new AppError('not_found', 'This copy is not in Shiftdesk (or not of this organization). Reload the page.');
  sweepCopiesSoon(db);
  return readCopyProgress(db, params.organizationId, params.copyId);
});
