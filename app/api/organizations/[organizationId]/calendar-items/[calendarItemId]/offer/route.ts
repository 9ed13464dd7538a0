import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { readItemOffer } from '@/lib/offers/server';
import { defineRoute } from '@/lib/server/app';

// The item's latest offer as the drawer shows it (who is invited, who answered): a row of our own,
// no read of the service. Polled while an offer runs, which is also what keeps offers watched.
// Scheduler and up: only they offer shifts. Who a new offer would go to: ./ranking.
export const GET = defineRoute<{ organizationId: string; calendarItemId: string }>({ role: 'scheduler', name: 'GET item offer', scope: (params) => ({ organizations: [params.organizationId], item: params.calendarItemId }) }, async (_request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
  return { offer: await readItemOffer(services, params.calendarItemId) };
});
