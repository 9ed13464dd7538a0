import 'server-only';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { leaseExpiredOrNone } from '@/lib/server/db/lease';
import type { Db } from '@/lib/server/db/types';
import { r, c, now, released, unfinished, type CopyRow } from './copy-tables';

// Finding work after a stop: rows whose worker died mid-call (their lease ran out), rows to resume,
// when the next lease runs out, and a copy's overall state from its rows.

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
