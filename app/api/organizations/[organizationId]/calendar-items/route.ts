import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { conditionalJson, inOrganization } from '@/lib/server/access';
import { readScheduleAnswer } from '@/lib/schedule/server';
import { rangeQuerySchema } from '@/lib/schedule';
import { defineRoute } from '@/lib/server/app';
import { watchOffersSoon } from '@/lib/offers/server';

// The schedule's reads after the first render: the visible range, polled for changes made in the
// product. A GET (not a server action) so polls run in parallel with writes and can be cancelled.
// The answer (a ScheduleRead) is shared by every user for up to one poll interval and carries an ETag: a
// poll that names it gets 304 and no body while the range is unchanged.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET calendar-items', scope: inOrganization }, async (request, { params, services }) => {
  const url = new URL(request.url);
  const query = rangeQuerySchema.safeParse({ organizationId: params.organizationId, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  // The schedule's poll also keeps running offers watched (at most one pass per few seconds, in the background).
  watchOffersSoon(services);
  if (!query.success) throw new AppError('invalid_input', 'That range cannot be read.', { fieldErrors: fieldErrorsOf(query.error) });
  return conditionalJson(request, await readScheduleAnswer(services, query.data.organizationId, { from: query.data.from, to: query.data.to }));
});
