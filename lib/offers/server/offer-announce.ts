import 'server-only';
import { randomUUID } from 'node:crypto';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { cardContentOf } from '@/lib/messages/card-content';
import { listConversations } from '@/lib/messages/server/conversations';
import { processRow } from '@/lib/messages/server/outbox';
import { insertRows, rowsOfSendKey } from '@/lib/messages/server/outbox-store';
import { getTemplate } from '@/lib/messages/server/templates';
import { OFFER_CARD_TEMPLATE, offerCard } from '@/lib/offers/offer-card';
import { getOrganizationEntry, organizationTimeZone } from '@/lib/server/entry-points';
import type { Db } from '@/lib/server/db/types';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';
import { auditOffer } from './offer-audit';
import type { OfferActor, OfferDeps } from './offer-deps';
import type { Offer } from './offer-store';

// An offer's announcement card (issue 25, point 3), a step of the offer's check: one message
// outbox row, keyed by the offer's key, so the outbox's own rules (lib/messages/server/outbox.ts)
// send it exactly once. A check that stopped before the row was written writes it on the next
// check; one that stopped after finds the row (insert-or-ignore on the send key) and leaves it to
// the outbox, whose start-up pass resumes a row a restart interrupted.

/** The organization's name as the card says it: the Settings name, else its id. */
export async function organizationNameOf(db: Db, organizationId: string): Promise<string> {
  return (await getOrganizationEntry(db, organizationId))?.displayName ?? `Organization ${organizationId}`;
}

/** The card's words for an item of this organization, as the dialog previews them and the check posts them. */
export async function offerCardOf(db: Db, organizationId: string, item: { start: number; end: number }) {
  const [timeZone, name] = await Promise.all([organizationTimeZone(db, organizationId), organizationNameOf(db, organizationId)]);
  return offerCard(item, timeZone, name, SERVER_WORDS_CYCLE);
}

/** Writes the offer's card into the outbox once and sends it; nothing when the offer names no conversation or its row exists. */
export async function announceOffer(deps: OfferDeps, offer: Offer, item: CalendarItem, actor: OfferActor): Promise<void> {
  const { conversationId } = offer;
  if (!conversationId || (await rowsOfSendKey(deps.db, offer.offerKey)).length > 0) return;
  const template = await getTemplate(deps.db, OFFER_CARD_TEMPLATE);
  if (!template) throw new Error(`The “${OFFER_CARD_TEMPLATE}” card template is not set up: the offer's card cannot be posted.`);
  const [card, saved, organizationName] = await Promise.all([offerCardOf(deps.db, offer.organizationId, item), listConversations(deps.db), organizationNameOf(deps.db, offer.organizationId)]);
  const conversation = saved.find((c) => c.organizationId === offer.organizationId && c.conversationId === conversationId);
  const [id] = await insertRows(deps.db, [
    {
      id: randomUUID(),
      sendKey: offer.offerKey,
      organizationId: offer.organizationId,
      conversationId,
      organizationName,
      conversationName: conversation?.name ?? null,
      everyone: conversation?.everyone ?? false,
      templateId: template.templateId,
      templateName: template.displayName,
      content: cardContentOf(template, card),
      state: 'pending',
      createdById: offer.createdById,
      createdByEmail: offer.createdByEmail,
    },
  ]);
  // Another check wrote it meanwhile: theirs to send.
  if (!id) return;
  await auditOffer(deps.db, offer, actor, 'offer.announced', { conversationId, conversationName: conversation?.name ?? null, outboxId: id, card: card.title });
  await processRow({ db: deps.db, client: deps.client }, id, { id: offer.createdById, email: offer.createdByEmail, via: 'offer' });
}
