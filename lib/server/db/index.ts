import 'server-only';

// The database: opened by lib/server/app (once per process) or by a test or script for itself,
// then handed on as a parameter. Nothing here is a process-wide handle.
export { openDatabase, type OpenDatabaseOptions } from './open-database';
export type { Db, DatabaseDriver, OpenedDatabase } from './types';
