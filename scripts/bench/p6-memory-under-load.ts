import { STEADY_KINDS } from '../load/call-log';
import { LOAD_TARGET } from '../load/load-report';
import { runLoad, type LoadOptions } from '../load/run-load';
import type { BenchRow } from './bench-row';
import { mib, sampleGroupRss } from './process-rss';
import { ms } from './stats';

// P6, the server's memory under load: the load test (scripts/load, shorter than `npm run load`'s
// 5 minutes by default) against the benchmark's `next start`, its process tree's RSS sampled
// every second. The load's own p95 and errors are printed with it.

const MANAGERS = Number(process.env.BENCH_LOAD_MANAGERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);

export async function benchMemoryUnderLoad(appGroupId: number, scenario: Pick<LoadOptions, 'appUrl' | 'organizationId' | 'range'>): Promise<BenchRow[]> {
  console.log(`  P6 ${MANAGERS} managers for ${SECONDS} s, sampling the server's RSS`);
  const sampler = sampleGroupRss(appGroupId);
  const { log } = await runLoad({ ...scenario, managers: MANAGERS, durationMs: SECONDS * 1000 });
  const rss = sampler.stop();
  const steady = log.summary(STEADY_KINDS);
  return [
    {
      measure: `P6 server RSS under load (next start tree)`,
      median: mib(rss.medianBytes),
      p95: `peak ${mib(rss.peakBytes)}`,
      detail: `${rss.samples} samples over ${SECONDS} s`,
      target: { text: `<= ${mib(LOAD_TARGET.rssBytes)} (peak)`, met: rss.peakBytes <= LOAD_TARGET.rssBytes },
    },
    {
      measure: `Load ${MANAGERS} managers: polls + moves`,
      median: ms(steady.p50),
      p95: ms(steady.p95),
      detail: `${steady.count} calls, max ${ms(steady.max)}`,
      target: { text: `< ${LOAD_TARGET.p95Ms} ms (p95)`, met: steady.p95 < LOAD_TARGET.p95Ms },
    },
    {
      measure: `Load ${MANAGERS} managers: errors (incl. sign-in)`,
      median: String(log.errorCount),
      detail: log.errors[0] ?? `${log.calls.length} calls`,
      target: { text: `${LOAD_TARGET.errors}`, met: log.errorCount === LOAD_TARGET.errors },
    },
  ];
}
