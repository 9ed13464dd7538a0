import 'server-only';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { auditLog } from '@/lib/server/db/schema';
import type { AuditOutcome, AuditRecord } from '@/lib/server/audit-trail/types';

export type ListAuditQuery = {
  /** Page size, 1 to 200 (default 50). */
  limit?: number;
  /** Cursor: only entries older than this id (the previous page's nextCursor). */
  before?: number;
  action?: string;
  actorEmail?: string;
  outcome?: AuditOutcome;
  /** Also count every entry that matches the filters (one more query). */
  withTotal?: boolean;
};

export type AuditPage = { entries: AuditRecord[]; nextCursor: number | null; total?: number };

/** Newest first, keyset-paged by id so a page stays stable while new entries arrive. */
export async function listAudit(db: Db, query: ListAuditQuery = {}): Promise<AuditPage> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), 200);

  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actorEmail) filters.push(eq(auditLog.actorEmail, query.actorEmail.trim().toLowerCase()));
  if (query.outcome) filters.push(eq(auditLog.outcome, query.outcome));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const pageWhere = query.before !== undefined ? and(where, lt(auditLog.id, query.before)) : where;

  // One extra row tells whether another page exists without a count.
  const rows = await db.select().from(auditLog).where(pageWhere).orderBy(desc(auditLog.id)).limit(limit + 1);
  const entries = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? (entries[entries.length - 1]?.id ?? null) : null;

  if (!query.withTotal) return { entries, nextCursor };
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  return { entries, nextCursor, total: totalRow?.n ?? 0 };
}
