import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/server/access';
import { getScheduleItemDetail } from '@/lib/server/calendar/calendar-service';

/** One item, fresh from the service, with its raw record: what the item drawer shows. Its organization (read from the item) must be in scope. */
export const GET = defineRoute<{ calendarItemId: string }>({ role: 'viewer', name: 'GET calendar-item', scope: (params) => ({ item: params.calendarItemId }) }, async (_request, { params }) => {
  if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
  return getScheduleItemDetail(params.calendarItemId);
});
