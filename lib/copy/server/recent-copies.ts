import 'server-only';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RecentCopy } from '@/lib/copy/copy-views';
import type { Db } from '@/lib/server/db/types';
import { DAY_MS } from '@/lib/time/units';
import { c, r } from './copy-tables';

// A person's own recent copies of an organization, newest first, for the copy dialog: their Undo
// stays within reach after the result is closed (the copies are kept; only the dialog went away).

const RECENT_DAYS = 14;
const RECENT_LIMIT = 5;

export async function recentCopiesBy(db: Db, organizationId: string, personId: string, now = Date.now()): Promise<RecentCopy[]> {
  const copies = await db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, organizationId), eq(c.createdById, personId), gte(c.createdAt, new Date(now - RECENT_DAYS * DAY_MS))))
    .orderBy(desc(c.createdAt))
    .limit(RECENT_LIMIT);
  if (copies.length === 0) return [];
  // One pass over their rows: how many, and how many made an item that is still there.
  const counts = await db
    .select({ copyId: r.copyId, total: count(), made: sql<number>`count(*) filter (where ${r.createdItemId} is not null and ${r.undoState} is distinct from 'deleted')`.mapWith(Number) })
    .from(r)
    .where(inArray(r.copyId, copies.map((copy) => copy.id)))
    .groupBy(r.copyId);
  const countsOf = new Map(counts.map((x) => [x.copyId, x]));
  return copies.map((copy) => ({
    id: copy.id,
    span: copy.span,
    sourceDate: copy.sourceDate,
    targetDate: copy.targetDate,
    withPeople: copy.withPeople,
    state: copy.state,
    startedAt: copy.createdAt.getTime(),
    total: countsOf.get(copy.id)?.total ?? 0,
    made: countsOf.get(copy.id)?.made ?? 0,
  }));
}
