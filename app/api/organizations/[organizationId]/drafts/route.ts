import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { inOrganization } from '@/lib/server/access';
import { z } from 'zod';
import { readDraftById, readDraftsOf, sweepPublishesSoon } from '@/lib/drafts/server';
import { rangeQuerySchema } from '@/lib/schedule';
import { defineRoute } from '@/lib/server/app';

// The organization's draft over a range (its lines with their reasons, its summary, how far a
// publish got) and its "published until", polled by the draft bar. Now and then a poll also
// starts a background pass, so a publish an instance left behind when it stopped is finished.
// With `draftId`, that one draft whatever its state: the bar follows a publish and its Undo after
// the draft has left "open" (it then no longer answers for its range).
const draftIdParam = z.uuid('Not a draft of Shiftdesk').nullable();
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET drafts', scope: inOrganization }, async (request, { params, db, services }) => {
  const url = new URL(request.url);
  const query = rangeQuerySchema.safeParse({ organizationId: params.organizationId, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  if (!query.success) throw new AppError('invalid_input', 'That range cannot be read.', { fieldErrors: fieldErrorsOf(query.error) });
  const draftId = draftIdParam.safeParse(url.searchParams.get('draftId'));
  if (!draftId.success) throw new AppError('invalid_input', 'That draft cannot be read.', { fieldErrors: fieldErrorsOf(draftId.error) });
  sweepPublishesSoon(services);
  if (draftId.data) return readDraftById(db, query.data.organizationId, draftId.data);
  return readDraftsOf(db, query.data.organizationId, { from: query.data.from, to: query.data.to });
});
