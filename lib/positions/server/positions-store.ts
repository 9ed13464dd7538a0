import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { nameKey, type Position, type PositionsRead } from '@/lib/positions';
import { itemPositions, personPositions, positions } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where positions are kept (the service has none): the organization's names, each item's required
// position (no row: none), the positions each person may work. Every read is of one organization.

const BULK_CHUNK = 1_000;
const ofOrganization = (organizationId: string) => eq(positions.organizationId, organizationId);

export async function positionsOf(db: Db, organizationId: string): Promise<Position[]> {
  return db.select({ id: positions.id, name: positions.name }).from(positions).where(ofOrganization(organizationId)).orderBy(asc(sql`lower(${positions.name})`));
}

export async function positionOf(db: Db, organizationId: string, positionId: string): Promise<Position | undefined> {
  const [row] = await db.select({ id: positions.id, name: positions.name }).from(positions).where(and(ofOrganization(organizationId), eq(positions.id, positionId)));
  return row;
}

/** The organization's position with this name whatever its case, other than `exceptId`. */
export async function positionNamed(db: Db, organizationId: string, name: string, exceptId?: string): Promise<Position | undefined> {
  const [row] = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(ofOrganization(organizationId), eq(sql`lower(${positions.name})`, nameKey(name)), exceptId ? ne(positions.id, exceptId) : undefined));
  return row;
}

/** Adds a position; false when the name was taken meanwhile (the unique index decides). */
export async function insertPosition(db: Db, organizationId: string, position: Position): Promise<boolean> {
  const made = await db.insert(positions).values({ ...position, organizationId }).onConflictDoNothing().returning({ id: positions.id });
  return made.length > 0;
}

export async function renamePositionRow(db: Db, organizationId: string, positionId: string, name: string): Promise<void> {
  await db.update(positions).set({ name }).where(and(ofOrganization(organizationId), eq(positions.id, positionId)));
}

/** Removes a position; its items' and people's links go with it (foreign keys, on delete cascade). */
export async function deletePosition(db: Db, organizationId: string, positionId: string): Promise<void> {
  await db.delete(positions).where(and(ofOrganization(organizationId), eq(positions.id, positionId)));
}

/** How many items require the position and how many people may work it. */
export async function usageOf(db: Db, positionId: string): Promise<{ items: number; people: number }> {
  const [items] = await db.select({ n: sql<number>`count(*)::int` }).from(itemPositions).where(eq(itemPositions.positionId, positionId));
  const [people] = await db.select({ n: sql<number>`count(*)::int` }).from(personPositions).where(eq(personPositions.positionId, positionId));
  return { items: Number(items?.n ?? 0), people: Number(people?.n ?? 0) };
}

export async function itemPositionRow(db: Db, organizationId: string, itemId: string): Promise<string | null> {
  const [row] = await db
    .select({ positionId: itemPositions.positionId })
    .from(itemPositions)
    .where(and(eq(itemPositions.organizationId, organizationId), eq(itemPositions.itemId, itemId)));
  return row?.positionId ?? null;
}

/** A copied item requires what its source requires (copies: lib/copy/server/copy-create-step.ts); running it twice is harmless. */
export async function copyItemPosition(db: Db, organizationId: string, fromItemId: string, toItemId: string): Promise<void> {
  await saveItemPosition(db, organizationId, toItemId, await itemPositionRow(db, organizationId, fromItemId));
}

/** Sets (or, with null, clears) the position an item requires. */
export async function saveItemPosition(db: Db, organizationId: string, itemId: string, positionId: string | null): Promise<void> {
  const key = and(eq(itemPositions.organizationId, organizationId), eq(itemPositions.itemId, itemId));
  if (positionId === null) return void (await db.delete(itemPositions).where(key));
  await db
    .insert(itemPositions)
    .values({ organizationId, itemId, positionId })
    .onConflictDoUpdate({ target: [itemPositions.organizationId, itemPositions.itemId], set: { positionId, updatedAt: new Date() } });
}

/** Sets many items' required positions at once, in chunks (a seed's thousands of items: one statement each would take seconds). */
export async function saveItemPositions(db: Db, organizationId: string, positionOfItem: ReadonlyMap<string, string>): Promise<void> {
  const rows = [...positionOfItem].map(([itemId, positionId]) => ({ organizationId, itemId, positionId }));
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    await db.insert(itemPositions).values(rows.slice(i, i + BULK_CHUNK)).onConflictDoUpdate({ target: [itemPositions.organizationId, itemPositions.itemId], set: { positionId: sql`excluded.position_id`, updatedAt: new Date() } });
  }
}

/** Item id -> required position, for the given items (or all the organization's). */
export async function itemPositionsOf(db: Db, organizationId: string, itemIds?: readonly string[]): Promise<Map<string, string>> {
  const inOrganization = eq(itemPositions.organizationId, organizationId);
  if (itemIds?.length === 0) return new Map();
  const rows = await db
    .select({ itemId: itemPositions.itemId, positionId: itemPositions.positionId })
    .from(itemPositions)
    .where(itemIds ? and(inOrganization, inArray(itemPositions.itemId, [...itemIds])) : inOrganization);
  return new Map(rows.map((r) => [r.itemId, r.positionId]));
}

/** User id -> the positions they may work (people without any are left out), in name order. */
export async function personPositionsOf(db: Db, organizationId: string, userIds?: readonly string[]): Promise<Map<string, string[]>> {
  const inOrganization = eq(personPositions.organizationId, organizationId);
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .select({ userId: personPositions.userId, positionId: personPositions.positionId })
    .from(personPositions)
    .innerJoin(positions, eq(positions.id, personPositions.positionId))
    .where(userIds ? and(inOrganization, inArray(personPositions.userId, [...userIds])) : inOrganization)
    .orderBy(asc(sql`lower(${positions.name})`));
  const byUser = new Map<string, string[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.positionId]);
  return byUser;
}

/** Replaces the positions a person may work, in one transaction. */
export async function savePersonPositions(db: Db, organizationId: string, userId: string, positionIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(personPositions).where(and(eq(personPositions.organizationId, organizationId), eq(personPositions.userId, userId)));
    if (positionIds.length > 0) await tx.insert(personPositions).values(positionIds.map((positionId) => ({ organizationId, userId, positionId })));
  });
}

/** Adds many people's positions at once, in chunks (a seed of people who have none yet). */
export async function addPeoplePositions(db: Db, organizationId: string, positionsOfPerson: ReadonlyMap<string, readonly string[]>): Promise<void> {
  const rows = [...positionsOfPerson].flatMap(([userId, ids]) => ids.map((positionId) => ({ organizationId, userId, positionId })));
  for (let i = 0; i < rows.length; i += BULK_CHUNK) await db.insert(personPositions).values(rows.slice(i, i + BULK_CHUNK)).onConflictDoNothing();
}

/** The organization's positions, items' and people's, as the GET route answers them. */
export async function positionsRead(db: Db, organizationId: string): Promise<PositionsRead> {
  const [all, items, people] = await Promise.all([positionsOf(db, organizationId), itemPositionsOf(db, organizationId), personPositionsOf(db, organizationId)]);
  return { positions: all, items: Object.fromEntries(items), people: Object.fromEntries(people) };
}
