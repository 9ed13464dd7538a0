import 'server-only';
import path from 'node:path';
import { databaseEnv } from '@/lib/env';
import { processState } from '@/lib/server/process-state';
import { openDatabase } from './open-database';
import type { OpenedDatabase } from './types';

// One handle per process (a second PGlite on the same folder would silently diverge).
const holder = processState<{ opening?: Promise<OpenedDatabase> }>('db', () => ({}));

/** The process-wide database, opened and migrated on first use (never at import). */
export function sharedDatabase(): Promise<OpenedDatabase> {
  holder.opening ??= openConfiguredDatabase().catch((error: unknown) => {
    // Forget the failure so the next request tries again (e.g. PostgreSQL was still starting).
    holder.opening = undefined;
    throw error;
  });
  return holder.opening;
}

/** The database DATABASE_URL names, else the PGlite folder under DATA_DIR: opened and migrated. */
export function openConfiguredDatabase(): Promise<OpenedDatabase> {
  const env = databaseEnv();
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL });
  return openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
}

/** Closes the shared handle (a shutdown); the next sharedDatabase() opens a new one. */
export async function closeSharedDatabase(): Promise<void> {
  const opening = holder.opening;
  holder.opening = undefined;
  if (!opening) return;
  const opened = await opening.catch(() => undefined);
  await opened?.close();
}
