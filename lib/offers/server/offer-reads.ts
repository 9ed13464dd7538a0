import 'server-only';
import { notOfferable } from '@/lib/offers/offer-refusal';
import { savedConversationsOf, templateIsSetUp } from '@/lib/messages/server';
import { OFFER_CARD_TEMPLATE, offerCardLine } from '@/lib/offers/offer-card';
import { offerView, type OfferAnnouncement, type OfferChoices, type OfferView } from '@/lib/offers/offer-view';
import { offerCardOf } from './offer-announce';
import { rankingWhy } from '@/lib/offers/offer-words';
import { directoryOf } from '@/lib/people/server';
import { needsOfItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { readOfferRanking } from './offer-ranking-read';
import { latestOfferOf, runningOffers, type Offer } from './offer-store';
import { watchOffersSoon } from './offer-watch';

// What the drawer and Today read of offers. Reading is also what keeps offers watched: each read
// asks for a watch pass now and then (offer-watch.ts), so an offer on screen moves on by itself.

async function viewsOf(services: AppServices, rows: Offer[]): Promise<OfferView[]> {
  const names = new Map<string, string>();
  for (const organizationId of new Set(rows.map((r) => r.organizationId))) {
    for (const m of await directoryOf(services).getOrganizationMembers(organizationId)) names.set(m.userId, m.fullName);
  }
  return rows.map((row) => offerView(row, (userId) => names.get(userId) ?? `User ${userId}`));
}

/** Every offer still running in these organizations (in scope: the caller checked), oldest first. For Today. */
export async function readRunningOffers(services: AppServices, organizationIds: readonly string[]): Promise<OfferView[]> {
  watchOffersSoon(services);
  return viewsOf(services, await runningOffers(services.db, organizationIds));
}

/** The item's latest offer (running or settled), or null. For the drawer. */
export async function readItemOffer(services: AppServices, itemId: string): Promise<OfferView | null> {
  watchOffersSoon(services);
  const row = await latestOfferOf(services.db, itemId);
  return row ? ((await viewsOf(services, [row]))[0] ?? null) : null;
}

/** The offer form's read (only when it opens: weeks of items and the member list): who a new offer would go to, in order and why; `replacing`: finding a cover for them. */
export async function readOfferChoices(services: AppServices, organizationId: string, itemId: string, replacing: string | null = null): Promise<OfferChoices> {
  const [ranking, needs] = await Promise.all([readOfferRanking(services, organizationId, itemId), needsOfItem(services.db, organizationId, itemId)]);
  return { refusal: notOfferable(ranking.item, needs, replacing), ranked: ranking.ranked.map((p) => ({ ...p, why: rankingWhy(p) })), leftOut: ranking.leftOut, announce: await readAnnouncement(services, organizationId, ranking.item) };
}

/** The organization's saved conversations and the card's words, as the offer's check would post it (offer-announce.ts). */
async function readAnnouncement(services: AppServices, organizationId: string, item: { start: number; end: number }): Promise<OfferAnnouncement | null> {
  const [saved, template] = await Promise.all([savedConversationsOf(services.db, organizationId), templateIsSetUp(services.db, OFFER_CARD_TEMPLATE)]);
  if (!template || saved.length === 0) return null;
  return { conversations: saved.map((c) => ({ id: c.id, name: c.name })), card: offerCardLine((await offerCardOf(services.db, organizationId, item)).card) };
}
