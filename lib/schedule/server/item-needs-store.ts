import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_NEEDS, type NeedsByItem } from '@/lib/schedule/item-needs';
import { itemNeeds } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where "needs N" is kept (the service has no such field): one row per organization and item that
// needs more than one; no row is DEFAULT_NEEDS.

/** The organization's items that need more than one. */
export async function needsOfOrganization(db: Db, organizationId: string): Promise<NeedsByItem> {
  const rows = await db
    .select({ itemId: itemNeeds.itemId, needs: itemNeeds.needs })
    .from(itemNeeds)
    .where(and(eq(itemNeeds.organizationId, organizationId), ne(itemNeeds.needs, DEFAULT_NEEDS)));
  return Object.fromEntries(rows.map((r) => [r.itemId, r.needs]));
}

export async function needsOfItem(db: Db, organizationId: string, itemId: string): Promise<number> {
  const [row] = await db
    .select({ needs: itemNeeds.needs })
    .from(itemNeeds)
    .where(and(eq(itemNeeds.organizationId, organizationId), eq(itemNeeds.itemId, itemId)));
  return row?.needs ?? DEFAULT_NEEDS;
}

/** Sets an item's needs (DEFAULT_NEEDS removes its row). Saying it twice is saying it once. */
export async function saveNeeds(db: Db, organizationId: string, itemId: string, needs: number): Promise<void> {
  const key = and(eq(itemNeeds.organizationId, organizationId), eq(itemNeeds.itemId, itemId));
  if (needs === DEFAULT_NEEDS) return void (await db.delete(itemNeeds).where(key));
  await db
    .insert(itemNeeds)
    .values({ organizationId, itemId, needs })
    .onConflictDoUpdate({ target: [itemNeeds.organizationId, itemNeeds.itemId], set: { needs, updatedAt: new Date() } });
}

/** Sets many items' needs at once (each more than DEFAULT_NEEDS), in chunks: a seed's thousands of items. */
export async function saveManyNeeds(db: Db, organizationId: string, needsOfItem: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...needsOfItem].filter(([, needs]) => needs !== DEFAULT_NEEDS).map(([itemId, needs]) => ({ organizationId, itemId, needs }));
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.insert(itemNeeds).values(rows.slice(i, i + 1_000)).onConflictDoUpdate({ target: [itemNeeds.organizationId, itemNeeds.itemId], set: { needs: sql`excluded.needs`, updatedAt: new Date() } });
  }
}

/** A copied item needs what its source needs (copies: lib/copy/server/copy-create-step.ts). */
export async function copyNeeds(db: Db, organizationId: string, fromItemId: string, toItemId: string): Promise<void> {
  await saveNeeds(db, organizationId, toItemId, await needsOfItem(db, organizationId, fromItemId));
}
