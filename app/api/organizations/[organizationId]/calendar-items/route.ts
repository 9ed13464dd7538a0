import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { defineRoute, inOrganization } from '@/lib/server/access';
import { listVisibleItems } from '@/lib/server/calendar/calendar-service';
import { rangeQuerySchema } from '@/lib/schedule/range-query';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';

// The schedule's reads after the first render: the visible range, polled for changes made in the
// product. A GET (not a server action) so polls run in parallel with writes and can be cancelled.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET calendar-items', scope: inOrganization }, async (request, { params }) => {
  const url = new URL(request.url);
  const query = rangeQuerySchema.safeParse({ organizationId: params.organizationId, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  if (!query.success) throw new AppError('invalid_input', 'That range cannot be read.', { fieldErrors: fieldErrorsOf(query.error) });
  const items = await listVisibleItems(query.data.organizationId, { from: query.data.from, to: query.data.to });
  return { items, fetchedAt: Date.now() } satisfies ScheduleRead;
});
