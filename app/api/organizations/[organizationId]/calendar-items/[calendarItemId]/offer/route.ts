import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { readOfferPanel } from '@/lib/offers/server';
import { defineRoute } from '@/lib/server/app';

// The item's offer as the drawer shows it (who is invited, who answered), and, while none is
// running, who it would go to (ranked, with why) for the Offer dialog. Polled while an offer runs,
// which is also what keeps offers watched. Scheduler and up: only they offer shifts.
export const GET = defineRoute<{ organizationId: string; calendarItemId: string }>({ role: 'scheduler', name: 'GET item offer', scope: (params) => ({ organizations: [params.organizationId], item: params.calendarItemId }) }, async (_request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
  return readOfferPanel(services, params.organizationId, params.calendarItemId);
});
