import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { earliestLease, recoverAbandoned, recoveredCount, waitingRows } from '@/lib/server/durable/durable-rows';
import { r, c, now, unfinished, type CopyRow } from './copy-tables';
import { copyQueue, copyTracks } from './copy-tracks';

// Finding work after a stop, on the durable core (lib/server/durable/durable-rows.ts) with the copy's
// tracks (copy-tracks.ts): rows whose worker died mid-call, rows to resume, when the next lease runs
// out, and a copy's overall state from its rows.

/** Rows whose worker is gone (lease run out), put back where copy-tracks.ts says; how many. */
export async function recoverAbandonedRows(db: Db): Promise<number> {
  let moved = 0;
  for (const track of copyTracks) moved += recoveredCount(await recoverAbandoned(db, track));
  return moved;
}

/** Rows waiting for a worker (to create, to assign or to undo); `idleMs` skips those a request is about to work on. */
export function resumableRows(db: Db, options: { copyId?: string; idleMs?: number } = {}): Promise<CopyRow[]> {
  return waitingRows<CopyRow>(db, copyTracks, { ...copyQueue, idleMs: options.idleMs, where: options.copyId ? eq(r.copyId, options.copyId) : undefined });
}

/** When the earliest live lease runs out, or null. */
export const earliestRowLease = (db: Db): Promise<Date | null> => earliestLease(db, r);

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
