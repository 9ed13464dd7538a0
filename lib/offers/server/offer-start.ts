import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { RuleCheck } from '@/lib/offers/offer-ranking';
import type { OfferInput } from '@/lib/offers/offer-input';
import { notOfferable } from '@/lib/offers/offer-refusal';
import { needsOfItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { savedConversationsOf, templateIsSetUp } from '@/lib/messages/server';
import { OFFER_CARD_TEMPLATE } from '@/lib/offers/offer-card';
import { auditOffer } from './offer-audit';
import { offerDepsOf, type OfferActor } from './offer-deps';
import { checkOffer } from './offer-engine';
import { getOffer, insertOffer, requestCancel, runningOfferOf, type Offer } from './offer-store';
import { readOfferRanking } from './offer-ranking-read';

// Making an offer (of an open shift, or to find a cover for someone asking to be replaced): rank the people now, commit the offer row (with the whole ranking, for passing
// it on), then its first check invites the first `count` of them. Cancelling: flag the row, and
// the next check (this one, unless a check holds the row right now) takes the pending invitees off.

type Who = { id: string; email: string };

export async function startOffer(services: AppServices, input: OfferInput, who: Who, breaksRule?: RuleCheck): Promise<Offer> {
  const [{ item, ranked }, needs] = await Promise.all([readOfferRanking(services, input.organizationId, input.itemId, breaksRule), needsOfItem(services.db, input.organizationId, input.itemId)]);
  const { replacing } = input;
  const conversationId = await announcementTarget(services, input);
  const refusal = notOfferable(item, needs, replacing);
  if (refusal) throw new AppError('conflict', refusal);
  if (ranked.length === 0) throw new AppError('invalid_input', 'Nobody is free for this shift.', { fieldErrors: { count: ['Nobody is free for this shift'] } });
  const { offer, inserted } = await insertOffer(services.db, {
    id: randomUUID(),
    offerKey: input.offerKey,
    organizationId: input.organizationId,
    itemId: input.itemId,
    wanted: input.count,
    passOn: input.passOn,
    ranked: ranked.map((p) => p.userId),
    replacing: replacing ?? null,
    conversationId,
    createdById: who.id,
    createdByEmail: who.email,
  }).catch(async (error: unknown) => {
    // The partial unique index: another offer of this shift is running.
    if (await runningOfferOf(services.db, input.itemId)) throw new AppError('conflict', 'This shift is already on offer.');
    throw error;
  });
  const actor: OfferActor = { ...who, via: 'offer' };
  if (inserted) await auditOffer(services.db, offer, actor, 'offer.created', { wanted: offer.wanted, passOn: offer.passOn, ranked: offer.ranked, replacing: offer.replacing, conversationId: offer.conversationId });
  return (await checkOffer(offerDepsOf(services), offer.id, actor)) ?? offer;
}

/** The conversation the offer's card goes to (null: none), refused next to the field when it is not a saved one of this organization or the card's template is not set up. */
async function announcementTarget(services: AppServices, input: OfferInput): Promise<string | null> {
  if (!input.savedConversationId) return null;
  const saved = (await savedConversationsOf(services.db, input.organizationId)).find((c) => c.id === input.savedConversationId);
  if (!saved) throw new AppError('invalid_input', 'This conversation is not saved for this organization.', { fieldErrors: { savedConversationId: ['Choose a conversation of this organization'] } });
  if (!(await templateIsSetUp(services.db, OFFER_CARD_TEMPLATE))) throw new AppError('invalid_input', 'The Announcement card template is not set up.', { fieldErrors: { savedConversationId: [`An admin must set up the “${OFFER_CARD_TEMPLATE}” card template in Messages first`] } });
  return saved.conversationId;
}

export async function cancelOffer(services: AppServices, offerId: string, who: Who): Promise<Offer> {
  const offer = await getOffer(services.db, offerId);
  if (!offer) throw new AppError('not_found', 'This offer no longer exists.');
  const actor: OfferActor = { ...who, via: 'cancel' };
  if (await requestCancel(services.db, offerId)) await auditOffer(services.db, offer, actor, 'offer.cancel_requested');
  return (await checkOffer(offerDepsOf(services), offerId, actor)) ?? offer;
}
