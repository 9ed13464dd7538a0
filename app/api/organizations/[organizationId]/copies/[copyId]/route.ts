import { AppError } from '@/lib/errors';
import { inOrganization } from '@/lib/server/access';
import { readCopyProgress } from '@/lib/copy/server';
import { sweepCopiesSoon } from '@/lib/copy/server';
import { defineRoute } from '@/lib/server/app';

// A copy's progress and result, polled by the copy dialog. Now and then a poll also starts a
// background pass, so rows an instance left behind when it stopped are finished by another.
export const GET = defineRoute<{ organizationId: string; copyId: string }>({ role: 'scheduler', name: 'GET copy', scope: inOrganization }, async (_request, { params, db, services }) => {
  if (!/^[0-9a-f-]{36}$/.test(params.copyId)) throw new AppError('not_found', 'This copy is not in Shiftdesk (or not of this organization). Reload the page.');
  sweepCopiesSoon(services);
  return readCopyProgress(db, params.organizationId, params.copyId);
});
