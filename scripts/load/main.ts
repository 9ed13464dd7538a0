import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from '../bench/ports';
import { sampleGroupRss } from '../bench/process-rss';
import { runScript } from '../bench/run-script';
import { startBenchServers } from '../bench/servers';
import { formatLoadReport } from './load-report';
import { largeSchedule } from './load-scenario';
import { runLoad } from './run-load';

// `npm run load [-- --managers 50 --seconds 300]`: simulated managers over HTTP against one
// `next start` of the built dashboard (large seed), with the server's memory sampled. Prints
// numbers; asserts nothing. See scripts/bench/README.md.

const DATA_DIR = '.data/load';
const usage = 'Usage: npm run load -- [--managers <1-500>] [--seconds <5-3600>]   (or LOAD_MANAGERS, LOAD_SECONDS)';

const optionsSchema = z.object({
  managers: z.coerce.number().int().min(1).max(500),
  seconds: z.coerce.number().int().min(5).max(3600),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { managers: { type: 'string' }, seconds: { type: 'string' } } });
  const parsed = optionsSchema.safeParse({ managers: values.managers ?? process.env.LOAD_MANAGERS ?? 50, seconds: values.seconds ?? process.env.LOAD_SECONDS ?? 300 });
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}\n${usage}`);
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first.');

  console.log(`Starting the emulator (large seed, port ${BENCH_EMULATOR_PORT}) and the dashboard (port ${BENCH_APP_PORT}, ${DATA_DIR})...`);
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: DATA_DIR });
  try {
    const scenario = await largeSchedule(servers.emulatorUrl, servers.appUrl);
    console.log(`${parsed.data.managers} managers on ${scenario.label} for ${parsed.data.seconds} s...`);
    const rss = sampleGroupRss(servers.appGroupId);
    const result = await runLoad({ ...scenario, managers: parsed.data.managers, durationMs: parsed.data.seconds * 1000 });
    console.log(`\n${formatLoadReport(result, rss.stop())}`);
  } catch (error) {
    console.error(servers.logTail());
    throw error;
  }
}

runScript(main, 'load test');
