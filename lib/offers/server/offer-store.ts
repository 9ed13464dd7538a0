import 'server-only';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { offers, settledOfferStates } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// The offers table's own statements. Claims, leases and step results are the durable core's
// (lib/server/durable), on offer-track.ts.

export type Offer = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

export async function getOffer(db: Db, id: string): Promise<Offer | null> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return offer ?? null;
}

/** Committed before any call. A second submit with the same key writes nothing and gets the first offer. */
export async function insertOffer(db: Db, offer: NewOffer): Promise<{ offer: Offer; inserted: boolean }> {
  const [made] = await db.insert(offers).values(offer).onConflictDoNothing({ target: offers.offerKey }).returning();
  if (made) return { offer: made, inserted: true };
  const [existing] = await db.select().from(offers).where(eq(offers.offerKey, offer.offerKey));
  return { offer: existing as Offer, inserted: false };
}

const unsettled = notInArray(offers.state, [...settledOfferStates]);

/** The item's offer still running, if any. */
export async function runningOfferOf(db: Db, itemId: string): Promise<Offer | null> {
  const [offer] = await db.select().from(offers).where(and(eq(offers.itemId, itemId), unsettled)).limit(1);
  return offer ?? null;
}

/** The offers still running in these organizations, oldest first. */
export function runningOffers(db: Db, organizationIds: readonly string[]): Promise<Offer[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db.select().from(offers).where(and(inArray(offers.organizationId, [...organizationIds]), unsettled)).orderBy(asc(offers.createdAt));
}

/** The item's latest offer (running or settled), for the drawer. */
export async function latestOfferOf(db: Db, itemId: string): Promise<Offer | null> {
  const [offer] = await db.select().from(offers).where(eq(offers.itemId, itemId)).orderBy(desc(offers.createdAt)).limit(1);
  return offer ?? null;
}

/** Asks the next check to cancel (whichever state the row is in, unless settled). False: nothing to cancel. */
export async function requestCancel(db: Db, id: string): Promise<boolean> {
  const rows = await db.update(offers).set({ cancelRequested: true }).where(and(eq(offers.id, id), unsettled)).returning({ id: offers.id });
  return rows.length === 1;
}
