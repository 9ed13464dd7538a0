import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { RuleCheck } from '@/lib/offers/offer-ranking';
import type { OfferInput } from '@/lib/offers/offer-input';
import { notOfferable } from '@/lib/offers/offer-refusal';
import { needsOfItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
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
    createdById: who.id,
    createdByEmail: who.email,
  }).catch(async (error: unknown) => {
    // The partial unique index: another offer of this shift is running.
    if (await runningOfferOf(services.db, input.itemId)) throw new AppError('conflict', 'This shift is already on offer.');
    throw error;
  });
  const actor: OfferActor = { ...who, via: 'offer' };
  if (inserted) await auditOffer(services.db, offer, actor, 'offer.created', { wanted: offer.wanted, passOn: offer.passOn, ranked: offer.ranked, replacing: offer.replacing });
  return (await checkOffer(offerDepsOf(services), offer.id, actor)) ?? offer;
}

export async function cancelOffer(services: AppServices, offerId: string, who: Who): Promise<Offer> {
  const offer = await getOffer(services.db, offerId);
  if (!offer) throw new AppError('not_found', 'This offer no longer exists.');
  const actor: OfferActor = { ...who, via: 'cancel' };
  if (await requestCancel(services.db, offerId)) await auditOffer(services.db, offer, actor, 'offer.cancel_requested');
  return (await checkOffer(offerDepsOf(services), offerId, actor)) ?? offer;
}
