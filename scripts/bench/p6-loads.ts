import { postgresBinDir, startThrowawayPostgres } from '@/test/support/throwaway-postgres';
import type { BenchRow } from './bench-row';
import { benchMemoryUnderLoad, LOAD_MANAGERS } from './p6-memory-under-load';
import type { BenchServers } from './servers';

// P6 and the load rows: on PGlite (the server as started) 50 managers with their moves, the same
// without moves (the upstream reads a minute the shared read allows), 200 managers; then the
// dashboard restarted on a throwaway PostgreSQL (BENCH_POSTGRES_PORT) and 50 managers again.

const POSTGRES_PORT = Number(process.env.BENCH_POSTGRES_PORT ?? 5491);

export async function benchLoads(servers: BenchServers, scenario: Parameters<typeof benchMemoryUnderLoad>[1]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const run of [
    { managers: LOAD_MANAGERS.few, edits: true },
    { managers: LOAD_MANAGERS.few, edits: false },
    { managers: LOAD_MANAGERS.many, edits: true },
  ]) {
    // Each run on a fresh server: one run's garbage is not the next one's peak.
    await servers.restartApp();
    rows.push(...(await benchMemoryUnderLoad(servers, scenario, { ...run, label: 'PGlite' })));
  }
  if (!postgresBinDir()) return [...rows, { measure: 'P6 on PostgreSQL', median: 'skipped', detail: 'PostgreSQL is not installed (apt-get install -y postgresql)' }];
  const postgres = await startThrowawayPostgres({ port: POSTGRES_PORT, name: 'bench' });
  try {
    await servers.restartApp({ env: { DATABASE_URL: await postgres.createDatabase('shiftdesk_bench') } });
    rows.push(...(await benchMemoryUnderLoad(servers, scenario, { managers: LOAD_MANAGERS.few, edits: true, label: 'PostgreSQL' })));
  } finally {
    await servers.restartApp();
    await postgres.stop();
  }
  return rows;
}
