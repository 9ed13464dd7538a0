import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { queueCardOnce, sendQueuedCard } from '@/lib/messages/server';
import { OFFER_CARD_TEMPLATE, offerCard } from '@/lib/offers/offer-card';
import { getOrganizationEntry, organizationTimeZone } from '@/lib/server/entry-points';
import type { Db } from '@/lib/server/db/types';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';
import { auditOffer } from './offer-audit';
import type { OfferActor, OfferDeps } from './offer-deps';
import type { Offer } from './offer-store';

// An offer's announcement card (issue 25, point 3), a step of the offer's check: one message
// outbox row, keyed by the offer's key, so the outbox's own rules send it exactly once. A check
// that stopped before the row was written writes it on the next check; one that stopped after
// finds the row and leaves it to the outbox, whose start-up pass resumes a row a restart interrupted.

/** The organization's name as the card says it: the Settings name, else its id. */
async function organizationNameOf(db: Db, organizationId: string): Promise<string> {
  return (await getOrganizationEntry(db, organizationId))?.displayName ?? `Organization ${organizationId}`;
}

/** The card's words for an item of this organization, as the dialog previews them and the check posts them. */
export async function offerCardOf(db: Db, organizationId: string, item: { start: number; end: number }) {
  const [timeZone, name] = await Promise.all([organizationTimeZone(db, organizationId), organizationNameOf(db, organizationId)]);
  return { card: offerCard(item, timeZone, name, SERVER_WORDS_CYCLE), organizationName: name };
}

/** Writes the offer's card into the outbox once and sends it; nothing when the offer names no conversation or its row exists. */
export async function announceOffer(deps: OfferDeps, offer: Offer, item: CalendarItem, actor: OfferActor): Promise<void> {
  const { conversationId } = offer;
  if (!conversationId) return;
  const { card, organizationName } = await offerCardOf(deps.db, offer.organizationId, item);
  const who = { id: offer.createdById, email: offer.createdByEmail };
  const queued = await queueCardOnce(deps.db, { sendKey: offer.offerKey, organizationId: offer.organizationId, conversationId, organizationName, templateId: OFFER_CARD_TEMPLATE, values: card, who });
  if (!queued) return;
  await auditOffer(deps.db, offer, actor, 'offer.announced', { conversationId, conversationName: queued.conversationName, outboxId: queued.id, card: card.title });
  await sendQueuedCard(deps.db, deps.client, queued.id, who);
}
