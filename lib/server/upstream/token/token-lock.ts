import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';

// Several app instances share one PostgreSQL. Everything that replaces the stored token runs in a
// transaction holding this advisory lock, so exactly one instance renews: the others wait, then
// re-read the row inside the lock and find the new token already there. The exchange with the
// service happens inside the lock on purpose - the new token is committed before anyone uses it,
// and an instance refused with the old token (revoked by the renewal) waits here until it is.
// (On PGlite, one process, the transaction itself already serialises; the lock is harmless.)

/** Any constant: it only has to be the same in every instance. */
export const TOKEN_LOCK_KEY = 7_354_101_002;

export async function withTokenLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TOKEN_LOCK_KEY}::bigint)`);
    return work(tx as unknown as Db);
  });
}
