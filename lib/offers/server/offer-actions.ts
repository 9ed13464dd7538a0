import 'server-only';
import { AppError } from '@/lib/errors';
import { cancelOfferInputSchema, offerInputSchema } from '@/lib/offers/offer-input';
import { type OfferView } from '@/lib/offers/offer-view';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { getOffer } from './offer-store';
import { cancelOffer, startOffer } from './offer-start';
import { readItemOffer } from './offer-reads';

// The offer's writes (lib/offers/actions.ts makes them server actions): scheduler and up, scoped to
// the organization and the item. Each returns the item's offer as the drawer shows it.

const who = (ctx: { user: { id: string; email: string } }) => ({ id: ctx.user.id, email: ctx.user.email });
const itemTarget = (input: { itemId: string }) => ({ type: 'calendar_item', id: input.itemId });

export const startOfferDefinition = {
  input: offerInputSchema,
  role: 'scheduler',
  scope: itemOfOrganization,
  audit: { action: 'offer.started', target: itemTarget },
} satisfies ActionDefinition<typeof offerInputSchema>;

export const startOfferHandler = (async (input, ctx) => {
  const offer = await startOffer(ctx.services, input, who(ctx));
  ctx.audit({ detail: { offerId: offer.id, count: input.count, passOn: input.passOn, replacing: input.replacing ?? null, conversationId: offer.conversationId } });
  return readItemOffer(ctx.services, input.itemId);
}) satisfies ActionHandler<typeof offerInputSchema, OfferView | null>;

export const cancelOfferDefinition = {
  input: cancelOfferInputSchema,
  role: 'scheduler',
  scope: itemOfOrganization,
  audit: { action: 'offer.cancelled', target: itemTarget },
} satisfies ActionDefinition<typeof cancelOfferInputSchema>;

export const cancelOfferHandler = (async (input, ctx) => {
  const offer = await getOffer(ctx.db, input.offerId);
  // An offer of another item (or organization) is not this one's to cancel.
  if (!offer || offer.itemId !== input.itemId || offer.organizationId !== input.organizationId) throw new AppError('not_found', 'This offer no longer exists.');
  const after = await cancelOffer(ctx.services, input.offerId, who(ctx));
  ctx.audit({ detail: { offerId: after.id, state: after.state } });
  return readItemOffer(ctx.services, input.itemId);
}) satisfies ActionHandler<typeof cancelOfferInputSchema, OfferView | null>;
