import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { BrowserContext } from '@playwright/test';
import { visibleRange, shownRange } from '@/lib/schedule/calendar-view';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { startBaselinePage } from './baseline-page';
import { signedInBrowser } from './bench-browser';
import { densestWeek } from './densest-week';
import { largeOrganization, rawItem } from './emulator-control';
import { measureDrags } from './measure-drag';
import { measurePaint, type PaintSample } from './measure-paint';
import { formatReport, type BenchResults, type DragResults } from './report';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { onCleanup, runScript } from './run-script';
import { startBenchServers } from './servers';

// `npm run bench:schedule`: the schedule of the large organization, painted, against a bare
// FullCalendar with the same events, and drag -> server-confirmed. Expects `npx next build` done.
// Prints numbers; asserts nothing. See scripts/bench/README.md.

const DATA_DIR = '.data/bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DRAGS = Number(process.env.BENCH_DRAGS ?? 30);
const ROUTE_READS = 3;
const SLOT_MS = 30 * 60_000;

async function timedRead(context: BrowserContext, url: string): Promise<{ ms: number; body: Buffer; read: ScheduleRead }> {
  const started = performance.now();
  const response = await context.request.get(url);
  const body = await response.body();
  const ms = performance.now() - started;
  if (!response.ok()) throw new Error(`${url} -> ${response.status()}`);
  return { ms, body, read: fromWire(JSON.parse(body.toString()) as ScheduleWire) };
}

async function dragOnce(context: BrowserContext, scheduleUrl: string, emulatorUrl: string): Promise<DragResults> {
  console.log(`Dragging ${DRAGS} events...`);
  const dragPage = (await measurePaint(context, scheduleUrl, true)).page;
  const { samples, aborted } = await measureDrags(dragPage, DRAGS, async (id) => (await rawItem(emulatorUrl, id)).start);
  await dragPage.close();
  const last = samples[samples.length - 1];
  if (!last) throw new Error('no drags were made');
  const after = await rawItem(emulatorUrl, last.itemId);
  const expectedStart = last.startBefore + last.slots * SLOT_MS;
  return { samples, aborted, persisted: { itemId: last.itemId, expectedStart, actualStart: after.start, ok: after.start === expectedStart && !after.deleted } };
}

async function main(): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npx next build` first (this benchmark builds nothing itself).');
  console.log(`Starting the emulator (large seed, port ${BENCH_EMULATOR_PORT}) and the dashboard (port ${BENCH_APP_PORT}, ${DATA_DIR})...`);
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: DATA_DIR });
  try {
    const org = await largeOrganization(servers.emulatorUrl);
    const week = await densestWeek(servers.emulatorUrl, org.id, org.timeZone);
    const context = await signedInBrowser(servers.appUrl);

    const scheduleUrl = `${servers.appUrl}/organizations/${org.id}/schedule?view=week&date=${week.date}&tz=${encodeURIComponent(org.timeZone)}`;
    console.log(`Measuring ${scheduleUrl}`);
    const cold = await measurePaint(context, scheduleUrl, true);
    const stylesheets = await cold.page.$$eval('link[rel="stylesheet"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const frame = await cold.page.getByTestId('schedule-calendar').boundingBox();
    await cold.page.close();
    if (!frame) throw new Error('the schedule calendar has no box');

    // The items the dashboard shows: its own read of the range, cut to the week as the board does.
    const range = visibleRange('week', week.date, org.timeZone);
    const shown = shownRange('week', week.date, org.timeZone);
    const routeUrl = `/api/organizations/${org.id}/calendar-items?from=${range.from}&to=${range.to}`;
    const reads = [];
    for (let i = 0; i < ROUTE_READS; i += 1) reads.push(await timedRead(context, routeUrl));
    const lastRead = reads[reads.length - 1] as (typeof reads)[number];
    const items = lastRead.read.items.filter((i) => i.end > shown.start && i.start < shown.end);

    const baseline = await startBaselinePage({ readBody: lastRead.body, shown, date: week.date, timeZone: org.timeZone, stylesheets, frame: { width: Math.round(frame.width), height: Math.round(frame.height) } });
    onCleanup(baseline.close);
    const baselineCold = (await measurePaint(context, baseline.url)).sample;
    const embeddedCold = (await measurePaint(context, baseline.embeddedUrl)).sample;

    const dashboardWarm: PaintSample[] = [];
    const baselineWarm: PaintSample[] = [];
    const embeddedWarm: PaintSample[] = [];
    const loads: number[] = [];
    const pages = [
      { url: scheduleUrl, samples: dashboardWarm },
      { url: baseline.url, samples: baselineWarm },
      { url: baseline.embeddedUrl, samples: embeddedWarm },
    ];
    for (let i = 0; i < RUNS; i += 1) {
      // Each run starts with the next page in turn, so the machine's noise hits all three.
      for (let k = 0; k < pages.length; k += 1) {
        const page = pages[(i + k) % pages.length] as (typeof pages)[number];
        page.samples.push((await measurePaint(context, page.url)).sample);
      }
      loads.push(loadavg()[0] as number);
      const at = (runs: PaintSample[]) => Math.round(runs[i]?.paintedMs ?? 0);
      console.log(`  run ${i + 1}/${RUNS}: dashboard ${at(dashboardWarm)} ms, baseline (fetched) ${at(baselineWarm)} ms, embedded ${at(embeddedWarm)} ms`);
    }

    // BENCH_DRAGS=0 leaves the drags out (P3 of `npm run bench` measures them too).
    const drags = DRAGS > 0 ? await dragOnce(context, scheduleUrl, servers.emulatorUrl) : null;

    const results: BenchResults = {
      organization: org.name,
      week: week.date,
      shownItems: items.length,
      loadAverages: loads,
      dashboard: { cold: cold.sample, warm: dashboardWarm },
      baseline: { cold: baselineCold, warm: baselineWarm, bundleBytes: baseline.bundleBytes },
      embedded: { cold: embeddedCold, warm: embeddedWarm },
      ratios: dashboardWarm.map((d, i) => d.paintedMs / (baselineWarm[i]?.paintedMs ?? Number.NaN)),
      embeddedRatios: dashboardWarm.map((d, i) => d.paintedMs / (embeddedWarm[i]?.paintedMs ?? Number.NaN)),
      route: { ms: reads.map((r) => r.ms), bytes: lastRead.body.length, items: lastRead.read.items.length },
      drags,
    };
    console.log(`\n${formatReport(results)}`);
  } catch (error) {
    console.error(servers.logTail());
    throw error;
  }
}

runScript(main, 'benchmark');
