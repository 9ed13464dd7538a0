import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { appPages, settled } from '../support/app-pages';
import { openSchedule } from '../support/calendar';
import { emulator, type EmulatorSeed } from '../support/emulator';
import { currentLane } from '../support/servers';
import { storageStateOf } from '../support/roles';
import { cpuSecondsBelow, processes } from '@/test/support/process-cpu';

// Probe (issue 23): where a page load's CPU goes, page by page, for the pages the suite opens most.
// For each: the browser's CPU (its process tree, from /proc) for the load and for 3 s of idle after
// it, the dashboard server's CPU for the load, and the renderer's own split (CDP
// Performance.getMetrics: script, layout, style) for both. The not-found page (the bare dashboard
// frame) is the baseline every page is compared with. Pages take turns over PROBE_ROUNDS rounds on
// this shared, noisy machine. Run: `npm run e2e:probe -- e2e/probes/page-cost.spec.ts`.

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 3);
const IDLE_MS = 3_000;
const browserCpu = () => cpuSecondsBelow([process.pid], { withoutRoots: true });
/** The lane's dashboard: the shell that runs `next start -p <port>` and what it started. */
const serverRoots = () => processes().filter((p) => p.cmdline.includes('next start') && p.cmdline.includes(`-p ${currentLane.appPort} `)).map((p) => p.pid);

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Metrics = Record<(typeof METRICS)[number], number>;

type Probe = { name: string; open: (page: Page, seed: EmulatorSeed) => Promise<void> };
const fromAppPages = (name: string): Probe => appPages.find((p) => p.name === name)!;

/** The schedule week with an item's drawer open from the address (`?item=`), as a reload shows it. */
const drawer: Probe = {
  name: 'item drawer',
  open: async (page, seed) => {
    const organizationId = seed.organizations[0]!.id;
    const now = Date.now();
    const item = (await emulator.items(organizationId, now - 3 * 86_400_000, now + 3 * 86_400_000))[0]!;
    await page.goto(`/organizations/${organizationId}/schedule?view=week&date=${new Date(item.start).toISOString().slice(0, 10)}&item=${item.id}`);
    await settled(page);
    await page.getByRole('dialog').getByRole('heading').first().waitFor();
  },
};
const schedule: Probe = {
  name: 'schedule week',
  open: async (page, seed) => {
    await openSchedule(page, seed.organizations[0]!.id, { view: 'week' });
    await settled(page);
  },
};
const allProbes: Probe[] = [fromAppPages('not found'), fromAppPages('home'), schedule, drawer, fromAppPages('roster'), fromAppPages('requests'), fromAppPages('members')];
/** PROBE_PAGES=<names, comma-separated>: only those (the baseline page always). */
const probes = process.env.PROBE_PAGES ? allProbes.filter((p, i) => i === 0 || process.env.PROBE_PAGES!.split(',').includes(p.name)) : allProbes;

type Sample = { browserLoad: number; browserIdle: number; serverLoad: number; load: Metrics; idle: Metrics; requests: number; prefetches: number };

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };

/** PROBE_PROFILE=<pages' names, comma-separated>: a JS CPU profile of its load and idle, the functions that took most by self time. */
async function profile(browser: import('@playwright/test').Browser, baseURL: string | undefined, probe: Probe, seed: EmulatorSeed) {
  const context = await browser.newContext({ baseURL, storageState: storageStateOf('admin'), viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  await probe.open(page, seed);
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), IDLE_MS);
  const { profile } = (await session.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
  await context.close();
  // PROBE_PROFILE_DIR=<folder>: the whole profile kept too (open it in Chrome's DevTools, Performance).
  if (process.env.PROBE_PROFILE_DIR) writeFileSync(`${process.env.PROBE_PROFILE_DIR}/${probe.name.replaceAll(' ', '-')}.cpuprofile`, JSON.stringify(profile));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    const script = node.callFrame.url.split('/').pop() || '(native)';
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log(`${probe.name}: JS self time by function\n${top(byFunction, 25)}\nby script\n${top(byScript, 10)}`);
}

async function metricsOf(session: import('@playwright/test').CDPSession): Promise<Metrics> {
  const { metrics } = (await session.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(METRICS.map((name) => [name, metrics.find((m) => m.name === name)?.value ?? 0])) as Metrics;
}
const minus = (a: Metrics, b: Metrics) => Object.fromEntries(METRICS.map((name) => [name, a[name] - b[name]])) as Metrics;

test('what a page load costs, page by page: browser and server CPU, and the renderer split, at load and in 3 s of idle', async ({ browser, baseURL }) => {
  test.setTimeout(0);
  const seed = await emulator.seed();
  const server = serverRoots();
  if (server.length === 0) throw new Error(`no next start on port ${currentLane.appPort}`);
  const samples = new Map<string, Sample[]>();
  const measure = async (probe: Probe) => {
    const context = await browser.newContext({ baseURL, storageState: storageStateOf('admin'), viewport: { width: 1440, height: 900 }, reducedMotion: process.env.PROBE_REDUCED_MOTION === '1' ? 'reduce' : 'no-preference' });
    const page = await context.newPage();
    let requests = 0;
    let prefetches = 0;
    page.on('request', (request) => {
      requests++;
      if (request.headers()['next-router-prefetch']) prefetches++;
    });
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const cpu0 = browserCpu();
    const server0 = cpuSecondsBelow(server);
    const metrics0 = await metricsOf(session);
    await probe.open(page, seed);
    const metrics1 = await metricsOf(session);
    const cpu1 = browserCpu();
    const server1 = cpuSecondsBelow(server);
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), IDLE_MS); // the idle is what is measured
    const metrics2 = await metricsOf(session);
    const cpu2 = browserCpu();
    await context.close();
    return { browserLoad: cpu1 - cpu0, browserIdle: cpu2 - cpu1, serverLoad: server1 - server0, load: minus(metrics1, metrics0), idle: minus(metrics2, metrics1), requests, prefetches };
  };
  for (const probe of probes) await measure(probe); // warm-up: first renders, server caches
  if (process.env.PROBE_PROFILE) {
    for (const probe of probes.filter((p) => process.env.PROBE_PROFILE!.split(',').includes(p.name))) await profile(browser, baseURL, probe, seed);
    return;
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const probe of round % 2 ? [...probes].reverse() : probes) {
      samples.set(probe.name, [...(samples.get(probe.name) ?? []), await measure(probe)]);
    }
  }
  const mean = (name: string, pick: (s: Sample) => number) => samples.get(name)!.reduce((sum, s) => sum + pick(s), 0) / samples.get(name)!.length;
  const base = probes[0]!.name;
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(`per page load, mean of ${ROUNDS} (s; ×base = browser load CPU / ${base}'s)`);
  console.log('page              | browser load  ×base | browser idle 3s | server load | load: task script layout style | idle: task script layout style | requests (prefetches) to idle end');
  for (const { name } of probes) {
    const row = [
      name.padEnd(17),
      f(mean(name, (s) => s.browserLoad)),
      f(mean(name, (s) => s.browserLoad) / mean(base, (s) => s.browserLoad)),
      f(mean(name, (s) => s.browserIdle)),
      f(mean(name, (s) => s.serverLoad)),
      METRICS.map((m) => f(mean(name, (s) => s.load[m]))).join(''),
      METRICS.map((m) => f(mean(name, (s) => s.idle[m]))).join(''),
      `${mean(name, (s) => s.requests).toFixed(0)} (${mean(name, (s) => s.prefetches).toFixed(0)})`,
    ];
    console.log(row.join(' | '));
  }
});
