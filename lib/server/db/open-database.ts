import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import type { OpenedDatabase } from './types';
import { errorFields, log } from '@/lib/server/log/logger';

export type OpenDatabaseOptions = {
  /** PGlite folder, or 'memory' for a throwaway in-memory database (tests). Ignored with databaseUrl. */
  dataDir?: string | 'memory';
  /** A postgres:// URL: use a PostgreSQL server through node-postgres instead of PGlite. */
  databaseUrl?: string;
  /** Apply the committed migrations before returning (default true). */
  migrate?: boolean;
};

// Any constant works; it only has to be the same in every instance that migrates this database.
const MIGRATION_LOCK_KEY = 4_242_001;

/** Opens one database handle: the app's composition root opens one per process, tests and scripts their own. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, shouldMigrate);
  return openPglite(options.dataDir ?? 'memory', shouldMigrate);
}

/**
 * PGlite's PostgreSQL runs inside this process's memory, and initdb gives it shared_buffers of
 * 128MB, which it touches whole at start: 245 MB of the server's RSS for a database of a few MB
 * (sessions, audit, profiles). 16MB of buffers holds it and costs 110 MB (docs/decisions/memory.md);
 * misses are read from files the OS caches anyway.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

async function openPglite(dataDir: string, shouldMigrate: boolean): Promise<OpenedDatabase> {
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite(PGLITE_OPTIONS);
  } else {
    // PGlite does not create missing parent folders.
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const close = once(() => client.close());
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db, driver: 'pglite', close };
}

async function openPostgres(url: string, shouldMigrate: boolean): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client that drops (server restart) must not crash the process.
  pool.on('error', (error) => log().error(errorFields(error), 'an idle PostgreSQL client failed'));
  const close = once(() => pool.end());
  try {
    if (shouldMigrate) {
      // Several instances may start together on one server: a session advisory lock on one
      // connection makes them migrate one after another; the later ones find nothing to do.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db: drizzlePg({ client: pool, schema }), driver: 'postgres', close };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
