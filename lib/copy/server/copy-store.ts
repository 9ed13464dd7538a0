import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { r, c, type Copy, type NewCopy, type CopyRow, type NewCopyRow } from './copy-tables';

export type { Copy, CopyRow } from './copy-tables';

// The copy tables' own statements: reading copies and rows, committing a copy before anything is
// made, and what the look for a lost create needs. Claims, leases, step results and problems are the
// durable core's (lib/server/durable/durable-rows.ts), on the tracks of copy-tracks.ts.

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
