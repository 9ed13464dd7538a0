import { existsSync } from 'node:fs';
import { busiestSchedule } from '../load/load-scenario';
import { signedInBrowser } from './bench-browser';
import { formatBenchTable, type BenchRow } from './bench-row';
import { benchEmulatorSpeed } from './e1-emulator-speed';
import { memberCount } from './emulator-control';
import { benchCalendarRead } from './p1-calendar-read';
import { benchDrags } from './p3-drag';
import { benchMembers } from './p4-members';
import { benchBundles } from './p5-bundles';
import { benchCopy } from './c1-copy';
import { benchLoads } from './p6-loads';
import { benchRoster } from './p7-roster';
import { benchToday } from './t1-today';
import { installRosterProbe } from './measure-roster';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { runScript } from './run-script';
import { startBenchServers } from './servers';

// `npm run bench [-- p1 p3 p4 p5 p6 p7 t1 c1 e1]`: every benchmark (or those named) against one start of the
// servers (large seed), one table. Expects `npm run build` done. Prints numbers; asserts nothing.
// See scripts/bench/README.md.

const DATA_DIR = '.data/bench';
const ALL = ['p1', 'p3', 'p4', 'p5', 'p6', 'p7', 't1', 'c1', 'e1'] as const;
type Bench = (typeof ALL)[number];

function chosen(args: string[]): Set<Bench> {
  const unknown = args.filter((a) => !(ALL as readonly string[]).includes(a.toLowerCase()));
  if (unknown.length) throw new Error(`Unknown benchmark ${unknown.join(', ')}: choose from ${ALL.join(' ')} (none = all)`);
  return new Set(args.length ? (args.map((a) => a.toLowerCase()) as Bench[]) : ALL);
}

async function main(): Promise<void> {
  const run = chosen(process.argv.slice(2));
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first (this benchmark builds nothing itself).');
  const rows: BenchRow[] = [];
  if ([...run].some((b) => b !== 'p5' && b !== 'e1')) {
    console.log(`Starting the emulator (large seed, port ${BENCH_EMULATOR_PORT}) and the dashboard (port ${BENCH_APP_PORT}, ${DATA_DIR})...`);
    const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: DATA_DIR });
    try {
      const scenario = await busiestSchedule(servers.emulatorUrl, servers.appUrl);
      const needsBrowser = run.has('p3') || run.has('p4') || run.has('p7');
      const context = needsBrowser ? await signedInBrowser(servers.appUrl) : null;
      if (run.has('p7') && context) await installRosterProbe(context);
      const members = await memberCount(servers.emulatorUrl, scenario.organizationId);
      // P4 first: its first load must be the first read of the members on an empty database.
      if (run.has('p4')) {
        const freshBrowser = () => signedInBrowser(servers.appUrl);
        rows.push(...(await benchMembers(freshBrowser, servers, `${servers.appUrl}/organizations/${scenario.organizationId}/members`, members)));
      }
      if (run.has('p7') && context) rows.push(...(await benchRoster(context, scenario.rosterUrl, members)));
      if (run.has('t1')) rows.push(...(await benchToday(servers)));
      if (run.has('p1')) rows.push(...(await benchCalendarRead(servers, scenario.organizationId, scenario.range)));
      if (run.has('p3') && context) rows.push(...(await benchDrags(context, servers.emulatorUrl, scenario.scheduleUrl)));
      if (run.has('p6')) rows.push(...(await benchLoads(servers, scenario)));
      // Last: it kills and restarts the dashboard.
      if (run.has('c1')) rows.push(...(await benchCopy(servers, scenario)));
    } catch (error) {
      console.error(servers.logTail());
      throw error;
    }
  }
  if (run.has('p5')) rows.push(...benchBundles());
  if (run.has('e1')) rows.push(...(await benchEmulatorSpeed()));
  console.log(`\nShiftdesk benchmarks (${[...run].join(' ')}): large seed, ${BENCH_APP_PORT}/${BENCH_EMULATOR_PORT}; ratios from this run\n`);
  console.log(formatBenchTable(rows));
}

runScript(main, 'benchmark');
