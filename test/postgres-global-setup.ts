import path from 'node:path';
import { postgresBinDir, startThrowawayPostgres } from '../scripts/postgres/throwaway-postgres';

// Vitest global setup: unless TEST_DATABASE_URL is given, start a throwaway PostgreSQL on
// 127.0.0.1:TEST_POSTGRES_PORT (default 55432) so the PostgreSQL variants of the tests run for
// real; stop and delete it when the run ends. Without Debian's postgresql package (or with
// TEST_POSTGRES=off) they are skipped, and this says so.

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES === 'off') return undefined;
  if (!postgresBinDir()) {
    console.warn('[postgres] not installed (apt-get install -y postgresql): the PostgreSQL tests are skipped');
    return undefined;
  }
  const port = Number(process.env.TEST_POSTGRES_PORT ?? 55432);
  const server = await startThrowawayPostgres({ port, dataDir: path.join('.data', `postgres-test-${port}`) });
  // Set before the test workers start, so they inherit it.
  process.env.TEST_DATABASE_URL = await server.createDatabase('shiftdesk_test');
  return () => server.stop();
}
