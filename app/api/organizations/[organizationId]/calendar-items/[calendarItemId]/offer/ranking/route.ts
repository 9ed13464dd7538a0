import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { readOfferChoices } from '@/lib/offers/server';
import { defineRoute } from '@/lib/server/app';

// Who a new offer of the item would go to (ranked, with why) and who is left out, read when the
// Offer form opens (?replacing=<userId> when finding a cover for them). Scheduler and up: only they offer shifts.
export const GET = defineRoute<{ organizationId: string; calendarItemId: string }>({ role: 'scheduler', name: 'GET item offer ranking', scope: (params) => ({ organizations: [params.organizationId], item: params.calendarItemId }) }, async (request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  if (!isInt64Id(params.calendarItemId)) throw new AppError('not_found', 'No such item.');
  // ?replacing=<userId>: finding a cover for someone asking to be replaced.
  const replacing = new URL(request.url).searchParams.get('replacing');
  if (replacing !== null && !isInt64Id(replacing)) throw new AppError('invalid_input', 'Not a person.', { fieldErrors: { replacing: ['Not a person'] } });
  return readOfferChoices(services, params.organizationId, params.calendarItemId, replacing);
});
