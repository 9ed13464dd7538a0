import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/server/app';
import { getScheduleItemDetail } from '@/lib/schedule/server';

/**
 * One item, fresh from the service, with its raw record: what the item drawer shows. Bound to the
 * organization in the path: the item's own organization (read from the item) must be that one,
 * and in scope.
 */
export const GET = defineRoute<{ organizationId: string; calendarItemId: string }>(
  { role: 'viewer', name: 'GET calendar-item', scope: (params) => ({ organizations: [params.organizationId], item: params.calendarItemId }) },
  async (_request, { params, services }) => {
    if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
    return getScheduleItemDetail(services, params.calendarItemId);
  },
);
