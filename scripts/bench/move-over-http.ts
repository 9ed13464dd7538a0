import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { WriteOutcome } from '@/lib/schedule/server/calendar-service';
import { visibleRange } from '@/lib/schedule/calendar-view';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { calendarItemsUrl, type ScheduleRead } from '@/lib/schedule/schedule-read';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { callServerAction } from '@/test/support/server-actions';
import { signedInBrowser } from './bench-browser';
import { densestWeek } from './densest-week';
import { largeOrganization, resetUpstreamStats, upstreamStats } from './emulator-control';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { runScript } from './run-script';
import { startBenchServers } from './servers';
import { median, percentile } from '@/test/support/stats';

// The server's share of P3: `moveCalendarItemAction` over HTTP on the densest week, one item moved
// half an hour down and back `BENCH_DRAGS` (30) times, no browser in the timing; with the calls
// each move made to the service. Prints figures, asserts nothing.

const MOVES = Number(process.env.BENCH_DRAGS ?? 30);
const SLOT_MS = 30 * 60_000;

async function main(): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first.');
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: '.data/bench-move' });
  const org = await largeOrganization(servers.emulatorUrl);
  const week = await densestWeek(servers.emulatorUrl, org.id, org.timeZone);
  const { request } = await signedInBrowser(servers.appUrl);
  const range = visibleRange('week', week.date, org.timeZone);
  const answer = (await (await request.get(calendarItemsUrl(org.id, range.from, range.to))).json()) as ScheduleWire | ScheduleRead;
  const read = 'people' in answer ? fromWire(answer) : answer;
  const middle = read.items[Math.floor(read.items.length / 2)];
  if (!middle) throw new Error('no item in the week');
  let item: ScheduleItem = middle;
  const samples: number[] = [];
  await resetUpstreamStats(servers.emulatorUrl);
  for (let i = 0; i < MOVES; i += 1) {
    const shift = i % 2 === 0 ? SLOT_MS : -SLOT_MS;
    const input = { organizationId: org.id, itemId: item.id, expectedVersion: item.version, start: item.start + shift, end: item.end + shift };
    const started = performance.now();
    const { result } = await callServerAction<WriteOutcome>(request, 'lib/schedule/actions.ts', 'moveCalendarItemAction', [input], { origin: servers.appUrl, params: { organizationId: org.id } });
    samples.push(performance.now() - started);
    if (!result?.ok || result.data?.status !== 'saved') throw new Error(`move ${i + 1}: ${JSON.stringify(result)}`);
    item = result.data.item as ScheduleItem;
  }
  const calls = (await upstreamStats(servers.emulatorUrl)).byRoute;
  const perMove = Object.entries(calls).map(([route, statuses]) => `${route} ${Object.values(statuses).reduce((a, b) => a + b, 0) / MOVES}`);
  console.log(`moveCalendarItemAction over HTTP, ${MOVES} moves: p50 ${median(samples).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms (goal for the whole drag: p95 <= 150 ms)`);
  console.log(`service calls per move: ${perMove.join('; ')}`);
  console.log(`load average: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${cpus().length} cores)`);
}

runScript(main, 'move benchmark');
