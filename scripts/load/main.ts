import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from '../bench/ports';
import { rangeReads, resetUpstreamStats } from '../bench/emulator-control';
import { sampleGroupRss } from '../bench/process-rss';
import { runScript } from '../bench/run-script';
import { startBenchServers } from '../bench/servers';
import { formatLoadReport } from './load-report';
import { busiestSchedule } from './load-scenario';
import { runLoad } from '@/test/support/load/run-load';

// `npm run load [-- --managers 50 --seconds 300 --seed large]`: simulated managers over HTTP against
// one `next start` of the built dashboard, with the server's memory sampled. Prints
// numbers; exits 1 only when a call failed (never for timing). See scripts/bench/README.md.

const DATA_DIR = '.data/load';
const usage = 'Usage: npm run load -- [--managers <1-500>] [--seconds <5-3600>] [--seed large|demo]   (or LOAD_MANAGERS, LOAD_SECONDS, LOAD_SEED)';

const optionsSchema = z.object({
  managers: z.coerce.number().int().min(1).max(500),
  seconds: z.coerce.number().int().min(5).max(3600),
  seed: z.enum(['large', 'demo']),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { managers: { type: 'string' }, seconds: { type: 'string' }, seed: { type: 'string' } } });
  const parsed = optionsSchema.safeParse({ managers: values.managers ?? process.env.LOAD_MANAGERS ?? 50, seconds: values.seconds ?? process.env.LOAD_SECONDS ?? 300, seed: values.seed ?? process.env.LOAD_SEED ?? 'large' });
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}\n${usage}`);
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first.');

  const { managers, seconds, seed } = parsed.data;
  console.log(`Starting the emulator (${seed} seed, port ${BENCH_EMULATOR_PORT}) and the dashboard (port ${BENCH_APP_PORT}, ${DATA_DIR})...`);
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: DATA_DIR, seed });
  try {
    const scenario = await busiestSchedule(servers.emulatorUrl, servers.appUrl);
    console.log(`${managers} managers on ${scenario.label} (${seed} seed) for ${seconds} s...`);
    // Sampled and counted from when every manager is signed in (the timed phase).
    let rss = sampleGroupRss(servers.appGroupId);
    const result = await runLoad({
      ...scenario,
      managers,
      durationMs: seconds * 1000,
      onSignedIn: async () => {
        rss.stop();
        await resetUpstreamStats(servers.emulatorUrl);
        rss = sampleGroupRss(servers.appGroupId);
      },
    });
    const reads = await rangeReads(servers.emulatorUrl);
    console.log(`\n${formatLoadReport(result, rss.stop())}`);
    // Every manager polls the same week every 15 s and the badge's 14 days every 30 s: shared reads
    // make that at most 4 + 2 a minute, moves or not (a move is taken into the kept reads).
    console.log(`upstream range reads: ${reads} in ${seconds} s = ${((reads * 60) / seconds).toFixed(1)} a minute (target: at most one per range and poll interval = 4 + 2 a minute)`);
    // Errors are correctness, not speed: they fail the run (timing targets never do).
    if (result.log.errorCount > 0) process.exitCode = 1;
  } catch (error) {
    console.error(servers.logTail());
    throw error;
  }
}

runScript(main, 'load test');
