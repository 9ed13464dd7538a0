import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { it } from 'vitest';
import { startEmulator } from '@/emulator/server';
import { rollRepeats } from '@/lib/repeats/server';
import { composeApp } from '@/lib/server/app/compose-app';
import { openDatabase } from '@/lib/server/db';
import { organizationEntries, repeatSeries } from '@/lib/server/db/schema';
import { appEnvAgainst } from '@/test/support/app-against-emulator';
import type { EmulatorHarness, SeedInfo } from '@/test/support/emulator-harness';

// Repeating shifts (docs/decisions/repeating-shifts.md): 100 weekly series rolled forward over the
// default 4-week horizon against the emulator over HTTP, on PGlite:
//   1. items per second of the first pass (expanding, committing the rows, creating each item);
//   2. upstream requests of a second pass with nothing due (must be 0);
//   3. the same 100 series on a fresh database, the pass run in a child process killed (SIGKILL)
//      once half the items are made, then a pass on the same database after the leases ran out:
//      doubles (items beyond one per series and day) read from the emulator.
// Prints numbers; asserts nothing.   npm run bench:repeats
// It runs under vitest (the app's composition loads Next's server modules, which tsx cannot), and
// only when BENCH_REPEATS is set: `npm run test:unit` skips it.

const SERIES = Number(process.env.BENCH_REPEAT_SERIES ?? 100);
const LEASE_SECONDS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const timeZone = 'Europe/Berlin';

type Setup = { url: string; seed: SeedInfo; dir: string };

async function compose({ url, seed, dir }: Setup) {
  const env = appEnvAgainst({ url } as EmulatorHarness, seed, dir, { COPY_LEASE_SECONDS: String(LEASE_SECONDS) });
  const opened = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const app = composeApp(env, opened.db);
  return { services: app.services, close: async () => (await app.close(), await opened.close()) };
}

/** 100 weekly series from next Monday, one weekday each, told apart by title. */
async function addSeries(setup: Setup) {
  const { services, close } = await compose(setup);
  const organizationId = setup.seed.organizations[0]!.id;
  await services.db.insert(organizationEntries).values({ organizationId, timeZone }).onConflictDoNothing();
  const today = Temporal.Now.plainDateISO(timeZone);
  const monday = today.add({ days: 8 - today.dayOfWeek }).toString();
  await services.db.insert(repeatSeries).values(
    Array.from({ length: SERIES }, (_, i) => ({
      id: randomUUID(),
      organizationId,
      rule: { frequency: 'weekly', weekdays: [(i % 7) + 1], interval: 1, ends: { kind: 'never' } },
      rrule: '',
      startDate: monday,
      startTime: `${String(6 + (i % 12)).padStart(2, '0')}:00`,
      durationMinutes: 480,
      timeZone,
      type: 'MULTI_ASSIGNEE_SHIFT',
      title: `Bench repeat ${i + 1}`,
    })),
  );
  await close();
  return organizationId;
}

async function control<T>(url: string, method: string, route: string): Promise<T> {
  const response = await fetch(`${url}/_control/${route}`, { method });
  return (await response.json().catch(() => undefined)) as T;
}
const creates = async (url: string) => Object.values((await control<{ byRoute: Record<string, Record<string, number>> }>(url, 'GET', 'stats')).byRoute['POST /connect/calendar-items'] ?? {}).reduce((a, b) => a + b, 0);

/** Items of the bench's series, and how many more than one per series and start. */
async function doubles(setup: Setup, organizationId: string) {
  const { services, close } = await compose(setup);
  const items = (await services.upstream.listCalendarItems(organizationId, { from: Date.now(), to: Date.now() + 40 * 86_400_000 })).filter((item) => item.name?.startsWith('Bench repeat') && !item.deleted);
  await close();
  return { items: items.length, doubles: items.length - new Set(items.map((item) => `${item.name}@${item.start}`)).size };
}

async function child() {
  const setup = JSON.parse(process.env.BENCH_REPEAT_SETUP as string) as Setup;
  const { services } = await compose(setup);
  await rollRepeats(services);
}

async function main() {
  const emulator = await startEmulator({ port: 0, seed: 'demo' });
  const seed = await control<SeedInfo>(emulator.url, 'GET', 'seed');
  const dirs: string[] = [];
  const setupIn = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-bench-repeats-'));
    dirs.push(dir);
    return { url: emulator.url, seed, dir };
  };
  try {
    console.log(`repeating shifts: ${SERIES} weekly series, 4-week horizon, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`);
    // 1 and 2.
    const first = setupIn();
    const organizationId = await addSeries(first);
    const { services, close } = await compose(first);
    const started = performance.now();
    const rolled = await rollRepeats(services);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  first pass: ${rolled.planned} occurrences, ${rolled.worked} worked in ${seconds.toFixed(1)} s: ${(rolled.worked / seconds).toFixed(1)} items/s (target >= 20)`);
    await control(emulator.url, 'POST', 'stats/reset');
    const idle = await rollRepeats(services);
    const stats = await control<{ total: number }>(emulator.url, 'GET', 'stats');
    console.log(`  pass with nothing due: ${idle.planned} planned, ${stats.total} upstream requests (target 0)`);
    await close();
    console.log(`  after the first pass: ${JSON.stringify(await doubles(first, organizationId))}`);

    // 3. A fresh database, the same series; the items of phase 1 are deleted so the count is this run's.
    await control(emulator.url, 'POST', 'reset');
    const killed = setupIn();
    await addSeries(killed);
    await control(emulator.url, 'POST', 'stats/reset');
    const worker = spawn('npx', ['vitest', 'run', '--project', 'node', 'scripts/bench/repeats.bench.test.ts'], { env: { ...process.env, BENCH_REPEAT_SETUP: JSON.stringify(killed) }, stdio: 'ignore', detached: true });
    const half = (rolled.planned || SERIES * 4) / 2;
    while ((await creates(emulator.url)) < half && worker.exitCode === null) await sleep(100);
    process.kill(-(worker.pid as number), 'SIGKILL'); // its whole process group: npx, vitest and its worker
    await new Promise((resolve) => worker.once('exit', resolve));
    const madeBefore = await creates(emulator.url);
    await sleep((LEASE_SECONDS + 1) * 1000); // the rows caught mid-call are held until their lease runs out
    const again = await compose(killed);
    const resumed = await rollRepeats(again.services);
    await again.close();
    console.log(`  killed after ${madeBefore} creates; the next pass recovered ${resumed.recovered}, worked ${resumed.worked}: ${JSON.stringify(await doubles(killed, organizationId))} (target 0 doubles)`);
  } finally {
    await emulator.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

it.runIf(process.env.BENCH_REPEATS)('bench: repeating shifts', () => (process.env.BENCH_REPEAT_SETUP ? child() : main()), 0);
