import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { inOrganization } from '@/lib/server/access';
import { readDraftsOf, sweepPublishesSoon } from '@/lib/drafts/server';
import { rangeQuerySchema } from '@/lib/schedule';
import { defineRoute } from '@/lib/server/app';

// The organization's draft over a range (its lines with their reasons, its summary, how far a
// publish got) and its "published until", polled by the draft bar. Now and then a poll also
// starts a background pass, so a publish an instance left behind when it stopped is finished.
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET drafts', scope: inOrganization }, async (request, { params, db, services }) => {
  const url = new URL(request.url);
  const query = rangeQuerySchema.safeParse({ organizationId: params.organizationId, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  if (!query.success) throw new AppError('invalid_input', 'That range cannot be read.', { fieldErrors: fieldErrorsOf(query.error) });
  sweepPublishesSoon(services);
  return readDraftsOf(db, query.data.organizationId, { from: query.data.from, to: query.data.to });
});
