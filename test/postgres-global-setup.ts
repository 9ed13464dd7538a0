import { postgresBinDir, postgresMissing, startThrowawayPostgres } from './support/throwaway-postgres';

// Vitest global setup: unless TEST_DATABASE_URL is given, start a throwaway PostgreSQL on
// 127.0.0.1:TEST_POSTGRES_PORT (default 55432) so the PostgreSQL variants of the tests run for
// real; stop and delete it when the run ends. Without PostgreSQL (or with TEST_POSTGRES=off) they
// are skipped with a warning, except in CI (CI set), where that fails the run.

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  if (process.env.TEST_POSTGRES === 'off') {
    console.warn(`[postgres] ${postgresMissing('TEST_POSTGRES=off')}; skipped`);
    return undefined;
  }
  if (!postgresBinDir()) {
    console.warn(`[postgres] ${postgresMissing('PostgreSQL is not installed')}; skipped`);
    return undefined;
  }
  const port = Number(process.env.TEST_POSTGRES_PORT ?? 55432);
  const server = await startThrowawayPostgres({ port, name: 'test' });
  // Set before the test workers start, so they inherit it.
  process.env.TEST_DATABASE_URL = await server.createDatabase('shiftdesk_test');
  return () => server.stop();
}
