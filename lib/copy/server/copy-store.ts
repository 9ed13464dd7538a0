import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CopyRowState } from '@/lib/server/db/schema';
import { leaseEndIn } from '@/lib/server/db/lease';
import type { Db } from '@/lib/server/db/types';
import type { Problem } from '@/lib/server/durable/write-failure';
import { r, c, now, released, cleared, type Copy, type NewCopy, type CopyRow, type NewCopyRow } from './copy-tables';

export type { Copy, CopyRow } from './copy-tables';

// The copy tables' statements, each atomic and committed on its own (no transaction spans an
// upstream call), as the outbox's (lib/messages/server/outbox-store.ts): a row is worked on only
// under a claim taken by one UPDATE ... WHERE state = <expected> ... RETURNING, with a lease on the
// database clock; every later transition names that claim, so a worker that lost it changes nothing.

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
