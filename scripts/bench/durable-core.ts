import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/open-database';
import { waitingRows } from '@/lib/server/durable/durable-rows';
import { workEach, workRow } from '@/lib/server/durable/durable-worker';
import { createTestJobsTable, testJobs, testQueue, testTrack, type TestJob } from '@/test/support/durable-test-kind';

// What the durable core itself costs per row, without any call to the service: N rows committed,
// listed as waiting, each claimed (lease on the database clock) and finished, 3 at a time as the
// outbox works them. On PGlite in memory, or on PostgreSQL with DATABASE_URL (a database you can
// write a throwaway table to). For docs/decisions/durable-work.md.
//   npx tsx --conditions=react-server scripts/bench/durable-core.ts

const N = Number(process.env.BENCH_ROWS ?? 1_000);

async function main() {
  const url = process.env.DATABASE_URL;
  const opened = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory' });
  const { db } = opened;
  await createTestJobsTable(db);
  await db.execute(sql`truncate durable_core_test_jobs`);
  let started = performance.now();
  const ids = Array.from({ length: N }, () => randomUUID());
  for (let i = 0; i < N; i += 500) await db.insert(testJobs).values(ids.slice(i, i + 500).map((id) => ({ id, state: 'waiting' })));
  const insertMs = performance.now() - started;
  started = performance.now();
  const waiting = await waitingRows<TestJob>(db, [testTrack], testQueue);
  await workEach(waiting, 3, (row) => workRow<TestJob>({ db, leaseMs: 60_000 }, testTrack, row.id, async (held) => (await held.finish('done')) !== null));
  const workMs = performance.now() - started;
  const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(testJobs).where(sql`state <> 'done'`);
  await db.execute(sql`drop table durable_core_test_jobs`);
  await opened.close();
  console.log(`durable core on ${url ? 'PostgreSQL' : 'PGlite (memory)'}, ${N} rows, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`);
  console.log(`  commit ${N} rows: ${insertMs.toFixed(0)} ms`);
  console.log(`  list, claim and finish each: ${workMs.toFixed(0)} ms (${((workMs / N) * 1000).toFixed(0)} µs a row), ${left!.n} left`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
