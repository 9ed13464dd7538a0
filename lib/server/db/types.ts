import 'server-only';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * What `db.execute(sql)` resolves to on both drivers: PGlite's Results and node-postgres'
 * QueryResult both carry `rows` (and more, which callers should not rely on).
 */
export type RowsResult<Row> = { rows: Row[] };

export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/**
 * The database handle, whichever driver is behind it (PGlite or node-postgres). Both drivers'
 * databases are PgDatabase subclasses, so code written against this type runs on either; a
 * transaction (`db.transaction(async (tx) => ...)`) is a Db too.
 */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export type OpenedDatabase = {
  db: Db;
  driver: DatabaseDriver;
  /** Ends the pool or shuts PGlite down; safe to call twice. */
  close: () => Promise<void>;
};
