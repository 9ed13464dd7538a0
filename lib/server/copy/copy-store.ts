import 'server-only';
import { and, asc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { copies, copyRows, type CopyRowState } from '@/lib/server/db/schema';
import { leaseEndIn, leaseExpiredOrNone } from '@/lib/server/db/lease';
import type { Db } from '@/lib/server/db/types';
import type { Problem } from '@/lib/server/durable/write-failure';

// The copy tables' statements, each atomic and committed on its own (no transaction spans an
// upstream call), as the outbox's (lib/server/messages/outbox-store.ts): a row is worked on only
// under a claim taken by one UPDATE ... WHERE state = <expected> ... RETURNING, with a lease on the
// database clock; every later transition names that claim, so a worker that lost it changes nothing.

export type Copy = typeof copies.$inferSelect;
export type NewCopy = typeof copies.$inferInsert;
export type CopyRow = typeof copyRows.$inferSelect;
export type NewCopyRow = typeof copyRows.$inferInsert;

const r = copyRows;
const c = copies;
const now = sql`now()`;
const released = { claimId: null, leaseUntil: null, updatedAt: now } as const;
const cleared = { lastError: null, lastErrorKind: null, lastUpstreamStatus: null } as const;
const unfinished: CopyRowState[] = ['pending', 'creating', 'created', 'assigning'];

export async function getCopy(db: Db, id: string): Promise<Copy | null> {
  const [copy] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  return copy ?? null;
}

export async function getRow(db: Db, id: string): Promise<CopyRow | null> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row ?? null;
}

export async function rowsOfCopy(db: Db, copyId: string): Promise<CopyRow[]> {
  return db.select().from(r).where(eq(r.copyId, copyId)).orderBy(asc(r.position));
}

/**
 * Writes a copy and all its rows in one transaction, before any item is made. A second submit
 * with the same key writes nothing and returns the first copy's id.
 */
export async function insertCopy(db: Db, copy: NewCopy, rows: Omit<NewCopyRow, 'copyId'>[]): Promise<{ id: string; inserted: boolean }> {
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(c).values(copy).onConflictDoNothing({ target: c.copyKey }).returning({ id: c.id });
    if (!made) {
      const [existing] = await tx.select({ id: c.id }).from(c).where(eq(c.copyKey, copy.copyKey));
      return { id: (existing as { id: string }).id, inserted: false };
    }
    for (let i = 0; i < rows.length; i += 500) await tx.insert(r).values(rows.slice(i, i + 500).map((row) => ({ ...row, copyId: made.id })));
    return { id: made.id, inserted: true };
  });
}

/** pending -> creating, or created -> assigning, under a new claim and lease. */
export async function claim(db: Db, id: string, claimId: string, leaseMs: number): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({
      state: sql`case when ${r.state} = 'pending' then 'creating' else 'assigning' end`,
      claimId,
      leaseUntil: leaseEndIn(leaseMs),
      attempts: sql`${r.attempts} + case when ${r.state} = 'pending' then 1 else 0 end`,
      updatedAt: now,
    })
    .where(and(eq(r.id, id), inArray(r.state, ['pending', 'created'])))
    .returning();
  return row ?? null;
}

/** Still creating, but from now on a create may have happened: whoever takes the row next looks first. */
export async function markMayExist(db: Db, id: string, claimId: string): Promise<boolean> {
  const rows = await db.update(r).set({ mayExist: true, updatedAt: now }).where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.state, 'creating'))).returning({ id: r.id });
  return rows.length === 1;
}

/** creating -> created with the new item's id (made, or found after a lost answer). */
export async function recordCreated(db: Db, id: string, claimId: string, itemId: string): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ state: 'created', createdItemId: itemId, mayExist: false, ...released, ...cleared })
    .where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.state, 'creating')))
    .returning();
  return row ?? null;
}

/** One more person assigned (read back), committed before the next person is asked for. */
export async function recordAssigned(db: Db, id: string, claimId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ assigned: sql`${r.assigned} || ${JSON.stringify([userId])}::jsonb`, updatedAt: now })
    .where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.state, 'assigning')))
    .returning({ id: r.id });
  return rows.length === 1;
}

/** assigning -> done. */
export async function recordDone(db: Db, id: string, claimId: string): Promise<CopyRow | null> {
  const [row] = await db.update(r).set({ state: 'done', ...released, ...cleared }).where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.state, 'assigning'))).returning();
  return row ?? null;
}

/** creating or assigning -> failed / uncertain, with what went wrong. */
export async function recordProblem(db: Db, id: string, claimId: string, from: CopyRowState, to: 'failed' | 'uncertain', problem: Problem): Promise<CopyRow | null> {
  const [row] = await db
    .update(r)
    .set({ state: to, ...released, lastError: problem.message, lastErrorKind: problem.kind, lastUpstreamStatus: problem.upstreamStatus })
    .where(and(eq(r.id, id), eq(r.claimId, claimId), eq(r.state, from)))
    .returning();
  return row ?? null;
}

/** The ids the other rows of this copy made: a row never takes one of them for its own. */
export async function itemsOfOtherRows(db: Db, copyId: string, rowId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: r.createdItemId })
    .from(r)
    .where(and(eq(r.copyId, copyId), ne(r.id, rowId), sql`${r.createdItemId} is not null`));
  return rows.map((row) => row.itemId as string);
}

/**
 * This row and the others of its copy that would make the same item (same type, name, start and
 * end) and may have made it without recording it: by position.
 */
export async function lookalikesThatMayExist(db: Db, row: CopyRow): Promise<CopyRow[]> {
  return db
    .select()
    .from(r)
    .where(
      and(
        eq(r.copyId, row.copyId),
        eq(r.type, row.type),
        row.name === null ? isNull(r.name) : eq(r.name, row.name),
        eq(r.start, row.start),
        eq(r.end, row.end),
        eq(r.mayExist, true),
        isNull(r.createdItemId),
        inArray(r.state, ['pending', 'creating', 'uncertain']),
      ),
    )
    .orderBy(asc(r.position));
}

/**
 * Rows whose worker is gone (lease run out): creating goes back to pending with mayExist (the
 * create may have happened: the next claim looks for the item first); assigning back to created
 * (the item is read again before anyone is assigned); an undo's deleting back to pending
 * (deleting twice is harmless). `copyId` limits it to one copy.
 */
export async function recoverAbandoned(db: Db, copyId?: string): Promise<number> {
  const one = copyId ? eq(r.copyId, copyId) : undefined;
  const expired = leaseExpiredOrNone(r.leaseUntil);
  const stopped = 'Shiftdesk stopped during this step; it was picked up again.';
  const a = await db.update(r).set({ state: 'pending', mayExist: true, ...released, lastError: stopped }).where(and(eq(r.state, 'creating'), expired, one)).returning({ id: r.id });
  const b = await db.update(r).set({ state: 'created', ...released, lastError: stopped }).where(and(eq(r.state, 'assigning'), expired, one)).returning({ id: r.id });
  const d = await db.update(r).set({ undoState: 'pending', ...released }).where(and(eq(r.undoState, 'deleting'), expired, one)).returning({ id: r.id });
  return a.length + b.length + d.length;
}

/** Rows waiting for a worker (to create, to assign or to undo); `idleMs` skips those a request is about to work on. */
export async function resumableRows(db: Db, options: { copyId?: string; idleMs?: number } = {}): Promise<CopyRow[]> {
  const idle = options.idleMs ? lt(r.updatedAt, sql`now() - (${Math.round(options.idleMs)}::int * interval '1 millisecond')`) : undefined;
  const one = options.copyId ? eq(r.copyId, options.copyId) : undefined;
  return db
    .select()
    .from(r)
    .where(and(sql`(${r.state} in ('pending', 'created') or ${r.undoState} = 'pending')`, idle, one))
    .orderBy(asc(r.createdAt), asc(r.copyId), asc(r.position))
    .limit(5_000);
}

/** When the earliest live lease runs out, or null. */
export async function earliestLease(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<Date | string | null>`min(${r.leaseUntil})` }).from(r).where(sql`${r.leaseUntil} is not null`);
  return row?.at ? new Date(row.at) : null;
}

/** running -> finished once no row is left to work on; undoing -> undone once every undo is done. */
export async function settleCopy(db: Db, copyId: string): Promise<void> {
  await db
    .update(c)
    .set({ state: 'finished', updatedAt: now })
    .where(and(eq(c.id, copyId), eq(c.state, 'running'), sql`not exists (select 1 from ${r} where ${r.copyId} = ${copyId} and ${inArray(r.state, unfinished)})`));
  await db
    .update(c)
    .set({ state: 'undone', updatedAt: now })
    .where(and(eq(c.id, copyId), eq(c.state, 'undoing'), sql`not exists (select 1 from ${r} where ${r.copyId} = ${copyId} and ${r.undoState} in ('pending', 'deleting', 'failed'))`));
}

/** finished -> running: a retried row makes the copy run again until the row settles. */
export async function reopenCopy(db: Db, copyId: string): Promise<void> {
  await db.update(c).set({ state: 'running', updatedAt: now }).where(and(eq(c.id, copyId), eq(c.state, 'finished')));
}

/** Copies that may have something left (for the resume pass to settle). */
export async function openCopies(db: Db): Promise<string[]> {
  return (await db.select({ id: c.id }).from(c).where(inArray(c.state, ['running', 'undoing']))).map((row) => row.id);
}

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
