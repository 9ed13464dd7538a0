import 'server-only';
import { and, count, desc, eq, gte, inArray, isNotNull, ne, or, isNull } from 'drizzle-orm';
import type { RecentCopy } from '@/lib/copy/copy-views';
import type { Db } from '@/lib/server/db/types';
import { c, r } from './copy-tables';

// A person's own recent copies of an organization, newest first, for the copy dialog: their Undo
// stays within reach after the result is closed (the copies are kept; only the dialog went away).

const RECENT_DAYS = 14;
const RECENT_LIMIT = 5;

export async function recentCopiesBy(db: Db, organizationId: string, personId: string, now = Date.now()): Promise<RecentCopy[]> {
  const since = new Date(now - RECENT_DAYS * 86_400_000);
  const copies = await db
    .select()
    .from(c)
    .where(and(eq(c.organizationId, organizationId), eq(c.createdById, personId), gte(c.createdAt, since)))
    .orderBy(desc(c.createdAt))
    .limit(RECENT_LIMIT);
  if (copies.length === 0) return [];
  const ids = copies.map((copy) => copy.id);
  const rows = await db.select({ copyId: r.copyId, n: count() }).from(r).where(inArray(r.copyId, ids)).groupBy(r.copyId);
  const kept = await db
    .select({ copyId: r.copyId, n: count() })
    .from(r)
    .where(and(inArray(r.copyId, ids), isNotNull(r.createdItemId), or(isNull(r.undoState), ne(r.undoState, 'deleted'))))
    .groupBy(r.copyId);
  const countOf = (counts: { copyId: string; n: number }[], id: string) => counts.find((x) => x.copyId === id)?.n ?? 0;
  return copies.map((copy) => ({
    id: copy.id,
    span: copy.span,
    sourceDate: copy.sourceDate,
    targetDate: copy.targetDate,
    withPeople: copy.withPeople,
    state: copy.state,
    startedAt: copy.createdAt.getTime(),
    total: countOf(rows, copy.id),
    made: countOf(kept, copy.id),
  }));
}
