import 'server-only';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { recentChanges } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// The user's own remembered changes (written by the action pipeline, lib/server/change-history):
// read for the history panel and for an Undo, marked undone by it.

export type ChangeRow = typeof recentChanges.$inferSelect;

const RECENT_LIMIT = 30;

export function recentChangeRows(db: Db, userId: string, organizationId: string, since: Date): Promise<ChangeRow[]> {
  return db
    .select()
    .from(recentChanges)
    .where(and(eq(recentChanges.userId, userId), eq(recentChanges.organizationId, organizationId), gte(recentChanges.at, since)))
    .orderBy(desc(recentChanges.id))
    .limit(RECENT_LIMIT);
}

/** One of the user's own changes of this organization; anyone else's is as good as absent. */
export async function ownChange(db: Db, userId: string, organizationId: string, id: number): Promise<ChangeRow | null> {
  const [row] = await db
    .select()
    .from(recentChanges)
    .where(and(eq(recentChanges.id, id), eq(recentChanges.userId, userId), eq(recentChanges.organizationId, organizationId)));
  return row ?? null;
}

/** The item versions the user's own writes left, from this change on (what the overwrite check accepts). */
export async function ownVersionsSince(db: Db, row: ChangeRow): Promise<(string | null)[]> {
  if (!row.itemId) return [];
  const rows = await db
    .select({ version: recentChanges.afterVersion })
    .from(recentChanges)
    .where(and(eq(recentChanges.userId, row.userId), eq(recentChanges.itemId, row.itemId), gte(recentChanges.id, row.id)));
  return rows.map((r) => r.version);
}

/** Marks it undone; false when it already was (a second Undo, from another tab, does nothing). */
export async function markUndone(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .update(recentChanges)
    .set({ undoneAt: new Date() })
    .where(and(eq(recentChanges.id, id), isNull(recentChanges.undoneAt)))
    .returning({ id: recentChanges.id });
  return updated.length > 0;
}

/** An Undo that failed gives its claim back, so the line offers Undo again. */
export async function unmarkUndone(db: Db, id: number): Promise<void> {
  await db.update(recentChanges).set({ undoneAt: null }).where(eq(recentChanges.id, id));
}
