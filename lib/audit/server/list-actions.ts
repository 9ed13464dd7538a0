import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';

/** More distinct actions than this is a bug somewhere; the filter list stops here. */
export const MAX_LISTED_ACTIONS = 200;

/**
 * The distinct action names in the log, sorted, for the audit page's filter. A skip scan over the
 * (action, id) index: one index probe per distinct action instead of reading every entry, so it
 * stays cheap as the log grows (a plain SELECT DISTINCT would scan the whole table).
 */
export async function listAuditActions(db: Db): Promise<string[]> {
  const result = await db.execute<{ action: string }>(sql`
    with recursive names(action, n) as (
      (select action, 1 from audit_log order by action limit 1)
      union all
      select (select a.action from audit_log a where a.action > names.action order by a.action limit 1), names.n + 1
      from names
      where names.action is not null and names.n < ${MAX_LISTED_ACTIONS}
    )
    select action from names where action is not null
  `);
  return result.rows.map((row) => row.action);
}
