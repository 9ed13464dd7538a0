import { cpus, loadavg } from 'node:os';
import { createSharedReads } from '@/lib/server/upstream/shared-reads';
import { median } from '@/test/support/stats';

// The shared reads' store alone (lib/server/upstream/shared-reads.ts), no service and no network:
// what a kept answer costs to serve, what keeping costs when the bound pushes older answers out, and
// what a write's revision of an organization's kept answers costs. Medians of BENCH_RUNS runs.
//   npx tsx --conditions=react-server scripts/bench/shared-reads-store.ts

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function timed(run: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** 100 answers kept, read 100,000 times (the polls of a busy hour). */
async function hits(): Promise<void> {
  const store = createSharedReads({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 });
  for (let i = 0; i < 100; i += 1) await store.read(`org${i % 10}`, `range${i}`, async () => i, () => 1_000);
  for (let i = 0; i < 100_000; i += 1) await store.read(`org${i % 10}`, `range${i % 100}`, async () => -1, () => 1_000);
  store.dropAll();
}

/** 20,000 answers of 10 KB through a 1 MB bound: each keep pushes the least recently used out. */
async function churn(): Promise<void> {
  const store = createSharedReads({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  for (let i = 0; i < 20_000; i += 1) await store.read(`org${i % 10}`, `range${i}`, async () => i, () => 10_240);
  store.dropAll();
}

/** 1,000 kept answers in 10 organizations, each organization revised 100 times (writes taken in). */
async function revisions(): Promise<void> {
  const store = createSharedReads({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 });
  for (let i = 0; i < 1_000; i += 1) await store.read(`org${i % 10}`, `range${i}`, async () => i, () => 1_000);
  const revision = { appliesTo: () => true, revise: (value: unknown) => ({ value, bytes: 1_000 }) };
  for (let i = 0; i < 1_000; i += 1) store.reviseOrganization(`org${i % 10}`, revision);
  store.dropAll();
}

async function main() {
  const results = [
    ['100,000 kept reads', await timed(hits)],
    ['20,000 keeps past the bound', await timed(churn)],
    ['1,000 revisions of 100 kept answers', await timed(revisions)],
  ] as const;
  console.log(`shared reads store, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}, median of ${RUNS}`);
  for (const [what, ms] of results) console.log(`  ${what}: ${ms.toFixed(1)} ms`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
