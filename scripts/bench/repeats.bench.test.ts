import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'vitest';
import { startEmulator } from '@/emulator/server';
import { ROLL_CONCURRENCY, rollRepeats } from '@/lib/repeats/server';
import type { SeedInfo } from '@/test/support/emulator-harness';
import { busyClock, probeDatabase, probeFetch } from './repeats-busy';
import { addSeries, compose, tally, timeZone, type Setup } from './repeats-world';
import { verdict } from './text-table';

// Repeating shifts (docs/decisions/repeating-shifts.md): 100 weekly series rolled forward over the
// default 4-week horizon against the emulator over HTTP, on PGlite.   npm run bench:repeats
//   R1 items per second of the first pass (expanding, committing the rows, creating each item),
//      with where its time went (database and service busy time, calls per occurrence) and, as a
//      same-run baseline, the same number of bare creates at the pass's concurrency (no database);
//   R2 upstream requests of a second pass with nothing due (must be 0);
//   R3 the same series on a fresh database, the pass run in a child process killed (SIGKILL) once
//      the service has seen half the creates (the emulator's stats/wait: no polling), then a new
//      child process (a restart) that passes until no row waits or is held (waiting for the leases
//      of the rows caught mid-call to run out); the service's items counted per series and day.
// Prints each target with its verdict; asserts nothing. It runs under vitest (the app's
// composition loads Next's server modules, which tsx cannot), only when BENCH_REPEATS is set.

const SERIES = Number(process.env.BENCH_REPEAT_SERIES ?? 100);
const CREATE_ROUTE = 'POST /connect/calendar-items';

async function control<T>(url: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/_control/${route}`, { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
  return (await response.json().catch(() => undefined)) as T;
}

/** A child process (its own process group) running this file in `role`. */
function child(role: 'killed' | 'finish', setup: Setup) {
  const worker = spawn(path.resolve('node_modules/.bin/vitest'), ['run', '--project', 'node', 'scripts/bench/repeats.bench.test.ts'], {
    env: { ...process.env, BENCH_REPEAT_ROLE: role, BENCH_REPEAT_SETUP: JSON.stringify(setup) },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
  return { worker, exited };
}

/** In the child: one pass (killed in the middle), or passes until nothing waits or is held (a restart's start-up pass and its follow-ups). */
async function childRole(role: string, setup: Setup) {
  const { services, close } = await compose(setup);
  if (role === 'killed') return void (await rollRepeats(services));
  const started = performance.now();
  let passes = 0;
  let recovered = 0;
  let worked = 0;
  for (;;) {
    const pass = await rollRepeats(services);
    passes += 1;
    recovered += pass.recovered;
    worked += pass.worked;
    if (!pass.nextLeaseEnd) break;
    // Rows still held by the killed process (or backing off): the next pass once their lease ends.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pass.nextLeaseEnd!.getTime() - Date.now()) + 100));
  }
  writeFileSync(path.join(setup.dir, 'finish.json'), JSON.stringify({ passes, recovered, worked, seconds: (performance.now() - started) / 1000 }));
  await close();
}

/** The same number of creates as the pass made, bare (no database, no durability), at the pass's concurrency. */
async function bareCreates(setup: Setup, organizationId: string, count: number): Promise<{ perSecond: number; cpuMs: number }> {
  const { services, close } = await compose(setup);
  const start = Date.now() + 200 * 86_400_000;
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ROLL_CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) {
        await services.upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Bench bare create', start: start + i * 3_600_000, end: start + (i + 8) * 3_600_000, timeZoneName: timeZone });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = cpuMsSince(cpu);
  await close();
  return { perSecond: count / seconds, cpuMs };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
/** CPU time of this process (the app and the in-process emulator) since `from`. */
const cpuMsSince = (from: NodeJS.CpuUsage) => (({ user, system }) => (user + system) / 1000)(process.cpuUsage(from));

async function main() {
  const emulator = await startEmulator({ port: 0, seed: 'demo' });
  const seed = await control<SeedInfo>(emulator.url, 'GET', 'seed');
  const dirs: string[] = [];
  const setupIn = (): Setup => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-bench-repeats-'));
    dirs.push(dir);
    return { url: emulator.url, seed, dir };
  };
  try {
    console.log(`repeating shifts: ${SERIES} weekly series, 4-week horizon, ${ROLL_CONCURRENCY} occurrences at once; ${cpus().length} cores, load ${fixed(loadavg()[0]!)}`);
    // R1: the first pass, probed.
    const first = setupIn();
    const organizationId = await addSeries(first, SERIES);
    const dbClock = busyClock();
    const upstreamClock = busyClock();
    const eitherClock = busyClock();
    const unprobe = probeFetch(emulator.url, [upstreamClock, eitherClock]);
    const { services, close } = await compose(first);
    probeDatabase(services.db, [dbClock, eitherClock]);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const rolled = await rollRepeats(services);
    const wallMs = performance.now() - started;
    const cpuMs = cpuMsSince(cpu);
    unprobe();
    const itemsPerSecond = rolled.worked / (wallMs / 1000);
    const bare = await bareCreates(first, organizationId, rolled.worked);
    console.log(`  R1 first pass: ${rolled.planned} occurrences planned, ${rolled.worked} worked in ${fixed(wallMs / 1000)} s: ${fixed(itemsPerSecond)} items/s (target >= 20: ${verdict(itemsPerSecond >= 20)})`);
    const per = (n: number) => fixed(n / Math.max(1, rolled.worked), 2);
    console.log(`     same-run baseline, ${rolled.worked} bare creates at ${ROLL_CONCURRENCY} at once (no database): ${fixed(bare.perSecond)} items/s, CPU ${per(bare.cpuMs)} ms each; the pass runs at ${fixed((100 * itemsPerSecond) / bare.perSecond, 0)}% of its speed, ${fixed(cpuMs / bare.cpuMs)}x its CPU`);
    console.log(
      `     where the time went (per occurrence): ${per(dbClock.totals.calls)} statements, database busy ${per(dbClock.totals.busyMs)} ms; ${per(upstreamClock.totals.calls)} requests, service busy ${per(upstreamClock.totals.busyMs)} ms; ` +
        `neither busy ${per(wallMs - eitherClock.totals.busyMs)} ms; wall ${per(wallMs)} ms; CPU of this process (app and emulator) ${per(cpuMs)} ms`,
    );

    // R2: nothing due.
    dbClock.reset();
    await control(emulator.url, 'POST', 'stats/reset');
    const idle = await rollRepeats(services);
    const stats = await control<{ total: number }>(emulator.url, 'GET', 'stats');
    await close();
    console.log(`  R2 pass with nothing due: ${idle.planned} planned, ${dbClock.totals.calls} statements, ${stats.total} upstream requests (target 0: ${verdict(stats.total === 0)})`);
    const firstTally = await tally(first, organizationId);
    console.log(`     after the first pass: ${JSON.stringify(firstTally)}`);

    // R3: a fresh database and the same series; the emulator reset so the count is this run's.
    await control(emulator.url, 'POST', 'reset');
    const killed = setupIn();
    await addSeries(killed, SERIES);
    await control(emulator.url, 'POST', 'stats/reset');
    const half = Math.ceil(rolled.planned / 2);
    const doomed = child('killed', killed);
    const halfway = await Promise.race([control<{ count: number; reached: boolean }>(emulator.url, 'POST', 'stats/wait', { route: CREATE_ROUTE, atLeast: half, timeoutMs: 600_000 }), doomed.exited.then(() => ({ count: -1, reached: false }))]);
    process.kill(-(doomed.worker.pid as number), 'SIGKILL'); // its whole process group: vitest and its worker
    await doomed.exited;
    const madeBefore = (await control<{ count: number }>(emulator.url, 'POST', 'stats/wait', { route: CREATE_ROUTE, atLeast: 0 })).count;
    if (!halfway.reached) console.log('     the killed child ended before half the creates: R3 is not a kill halfway');
    const restarted = performance.now();
    const finisher = child('finish', killed);
    const code = await finisher.exited;
    const restartSeconds = (performance.now() - restarted) / 1000;
    const finished = code === 0 ? (JSON.parse(readFileSync(path.join(killed.dir, 'finish.json'), 'utf8')) as { passes: number; recovered: number; worked: number; seconds: number }) : null;
    const after = await tally(killed, organizationId);
    console.log(`  R3 killed (SIGKILL) at ${halfway.count} creates seen, ${madeBefore} made in all; a new process finished in ${fixed(restartSeconds)} s (${finished ? `${finished.passes} passes in ${fixed(finished.seconds)} s, ${finished.recovered} recovered, ${finished.worked} worked` : `exit code ${code}`})`);
    console.log(`     per series and day: ${JSON.stringify(after)} (doubles target 0: ${verdict(after.doubles === 0 && after.missing === 0 && after.strays === 0 && after.done === after.rows)})`);
  } finally {
    await emulator.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_REPEAT_ROLE;
it.runIf(process.env.BENCH_REPEATS)('bench: repeating shifts', () => (role ? childRole(role, JSON.parse(process.env.BENCH_REPEAT_SETUP as string) as Setup) : main()), 0);
