import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { r, c, now, type Copy, type CopyRow } from './copy-tables';

// What a person asks of a copy's rows (retry, create anyway, mark handled) and its Undo, each one
// atomic statement; the Undo's deletions are then claimed like any step (copy-tracks.ts).

/** failed -> pending (no item yet) or created (the item exists: assign the rest). */
export async function requeueFailed(db: Db, id: string): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ state: sql`case when ${r.createdItemId} is null then 'pending' else 'created' end`, updatedAt: now })
    .where(and(eq(r.id, id), eq(r.state, 'failed')))
    .returning();
  return row ?? null;
}

/** uncertain -> pending, without looking again: a person checked the target and asked for it. */
export async function requeueUncertain(db: Db, id: string): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ state: 'pending', mayExist: false, updatedAt: now })
    .where(and(eq(r.id, id), eq(r.state, 'uncertain'), isNull(r.claimId)))
    .returning();
  return row ?? null;
}

/** uncertain -> handled, by a person. */
export async function markHandled(db: Db, id: string, note: string): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ state: 'handled', lastError: note, lastErrorKind: null, lastUpstreamStatus: null, updatedAt: now })
    .where(and(eq(r.id, id), eq(r.state, 'uncertain'), isNull(r.claimId)))
    .returning();
  return row ?? null;
}

/** A settled copy (nothing left to create) -> undoing, each row that made an item waiting to be removed. */
export async function requestUndo(db: Db, copyId: string): Promise<Copy | null> {
  return db.transaction(async (tx) => {
    const [copy] = await tx.update(c).set({ state: 'undoing', updatedAt: now }).where(and(eq(c.id, copyId), inArray(c.state, ['finished', 'undoing']))).returning();
    if (!copy) return null;
    await tx
      .update(r)
      .set({ undoState: 'pending', updatedAt: now })
      .where(and(eq(r.copyId, copyId), sql`${r.createdItemId} is not null`, sql`(${r.undoState} is null or ${r.undoState} = 'failed')`));
    return copy;
  });
}
