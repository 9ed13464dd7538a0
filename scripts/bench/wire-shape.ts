import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { visibleRange } from '@/lib/schedule/calendar-view';
import { calendarItemsUrl, type ScheduleRead } from '@/lib/schedule/schedule-read';
import { fromWire, toWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { signedInBrowser } from './bench-browser';
import { densestWeek } from './densest-week';
import { largeOrganization } from './emulator-control';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { runScript } from './run-script';
import { startBenchServers } from './servers';
import { median } from '@/test/support/stats';

// The calendar route's answer on the large seed's densest week in two shapes: every member whole
// (the shape before the people table, a ScheduleRead) and the wire shape (lib/schedule/schedule-wire.ts).
// Bytes, and the median time of what each side does with it: the server's encode + JSON.stringify,
// the browser's JSON.parse + rebuild. In this process (Node), not in a browser; goal from issue 16.

const RUNS = Number(process.env.BENCH_RUNS ?? 25);

function timed(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

function measure(read: ScheduleRead) {
  const whole = JSON.stringify(read);
  const wire = JSON.stringify(toWire(read));
  // fromWire remembers each answer it rebuilt: every run rebuilds a fresh parse.
  const parsed = Array.from({ length: RUNS }, () => JSON.parse(wire) as ScheduleWire);
  return {
    whole: { bytes: Buffer.byteLength(whole), stringify: timed(() => JSON.stringify(read)), parse: timed(() => JSON.parse(whole)), rebuild: 0 },
    wire: {
      bytes: Buffer.byteLength(wire),
      stringify: timed(() => JSON.stringify(toWire(read))),
      parse: timed(() => JSON.parse(wire)),
      rebuild: timed(() => fromWire(parsed.pop() as ScheduleWire)),
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const msText = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first.');
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: '.data/bench-wire' });
  const org = await largeOrganization(servers.emulatorUrl);
  const week = await densestWeek(servers.emulatorUrl, org.id, org.timeZone);
  const context = await signedInBrowser(servers.appUrl);
  const range = visibleRange('week', week.date, org.timeZone);
  const response = await context.request.get(calendarItemsUrl(org.id, range.from, range.to));
  if (!response.ok()) throw new Error(`calendar route -> ${response.status()}`);
  const read = fromWire((await response.json()) as ScheduleWire);
  const people = Object.keys(toWire(read).people).length;
  const members = read.items.reduce((sum, item) => sum + item.members.length, 0);
  const { whole, wire } = measure(read);
  console.log(`Calendar route, week of ${week.date}: ${read.items.length} items, ${members} members, ${people} people; medians of ${RUNS} runs`);
  console.log('shape            bytes      stringify  parse      rebuild (fromWire)');
  console.log(`every member     ${mb(whole.bytes).padEnd(10)} ${msText(whole.stringify).padEnd(10)} ${msText(whole.parse).padEnd(10)} -`);
  console.log(`people table     ${mb(wire.bytes).padEnd(10)} ${msText(wire.stringify).padEnd(10)} ${msText(wire.parse).padEnd(10)} ${msText(wire.rebuild)}   (stringify includes toWire)`);
  console.log('goal (issue 16)  1.00 MB    4.0 ms     3.8 ms     -   (measured earlier from 1.73 MB, 6.8 ms, 6.1 ms)');
  console.log(`load average: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${cpus().length} cores)`);
}

runScript(main, 'wire benchmark');
