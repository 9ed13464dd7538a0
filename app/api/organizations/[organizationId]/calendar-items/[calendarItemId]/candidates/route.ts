import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/server/app';
import { readStaffingCandidates } from '@/lib/staffing/server';

// Who could staff an item, with overlaps, time off and the week's hours: read when the staffing
// picker opens. Scheduler and up: only they staff items, and this is the picker's read (a wide one:
// six weeks of items and the member list), not a view of the schedule a viewer needs.
export const GET = defineRoute<{ organizationId: string; calendarItemId: string }>({ role: 'scheduler', name: 'GET staffing candidates', scope: (params) => ({ organizations: [params.organizationId], item: params.calendarItemId }) }, async (_request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
  return readStaffingCandidates(services, params.organizationId, params.calendarItemId);
});
