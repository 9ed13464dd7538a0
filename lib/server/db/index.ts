import 'server-only';
import { closeSharedDatabase, sharedDatabase } from './shared-database';
import type { Db } from './types';

export { openDatabase, type OpenDatabaseOptions } from './open-database';
export type { Db, DatabaseDriver, OpenedDatabase } from './types';

/**
 * The process-wide database: opened on first use (never at import, so `next build` needs no
 * database) and migrated once. It only opens: start-up work (accounts, demo data, the outbox)
 * is instrumentation.ts's. Safe to call from many requests at once.
 */
export async function getDb(): Promise<Db> {
  return (await sharedDatabase()).db;
}

/** Closes the shared database (tests, scripts); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  await closeSharedDatabase();
}
