import 'server-only';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { leaseEndIn } from '@/lib/server/db/lease';
import type { Db } from '@/lib/server/db/types';
import type { Problem } from '@/lib/server/durable/write-failure';
import { r, c, now, released, type Copy, type CopyRow } from './copy-tables';

// What a person asks of a copy's rows (retry, create anyway, mark handled) and its Undo, each one
// atomic statement like the worker's, the Undo's deletions claimed with a lease too.

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

/** undo pending -> deleting under a claim. */
export async function claimUndo(db: Db, id: string, claimId: string, leaseMs: number): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ undoState: 'deleting', claimId, leaseUntil: leaseEndIn(leaseMs), updatedAt: now })
    .where(and(eq(r.id, id), eq(r.undoState, 'pending'), notInArray(r.state, ['creating', 'assigning'])))
    .returning();
  return row ?? null;
}

/** deleting -> deleted or failed. */
export async function recordUndo(db: Db, id: string, claimId: string, to: 'deleted' | 'failed', problem: Problem | null): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ undoState: to, ...released, lastError: problem?.message ?? null, lastErrorKind: problem?.kind ?? null, lastUpstreamStatus: problem?.upstreamStatus ?? null })
    .where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.undoState, 'deleting')))
    .returning();
  return row ?? null;
}
