import { DEFAULT_POLL_MS } from '@/lib/schedule/queries';
import { REQUEST_COUNT_POLL_MS } from '@/lib/requests/queries';
import { STEADY_KINDS } from '@/test/support/load/call-log';
import { LOAD_TARGET } from '../load/load-report';
import { runLoad, type LoadOptions } from '@/test/support/load/run-load';
import type { BenchRow } from './bench-row';
import { rangeReads, resetUpstreamStats } from './emulator-control';
import { mib, sampleGroupRss, type RssSummary } from './process-rss';
import { ms } from '@/test/support/stats';

// P6, the server's memory under load, and the load rows: the load test (scripts/load, shorter than
// `npm run load`'s 5 minutes by default) against the benchmark's `next start`, its process tree's
// RSS sampled every second, apart for the sign-ins (scrypt at 64 MiB, before the timed phase) and
// the timed phase. The load's own p95 and errors, and the service's range reads a minute during the
// timed phase, are printed with it.

const MANAGERS = Number(process.env.BENCH_LOAD_MANAGERS ?? 50);
const MANY_MANAGERS = Number(process.env.BENCH_LOAD_MANY_MANAGERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/**
 * Every manager polls two ranges of one organization: the week every 15 s and the requests badge's
 * next 14 days every 30 s. At most one read per range and poll interval: 4 + 2 a minute.
 */
const READS_PER_MINUTE_TARGET = 60_000 / DEFAULT_POLL_MS + 60_000 / REQUEST_COUNT_POLL_MS;
const RANGES = 'the week every 15 s, the badge\'s 14 days every 30 s';

type LoadServers = { emulatorUrl: string; readonly appGroupId: number };
type Scenario = Pick<LoadOptions, 'appUrl' | 'organizationId' | 'range'>;
export type LoadRun = { managers: number; edits: boolean; label: string };

/** One load run: what the rows of P6 and of the load print. */
async function measureLoad(servers: LoadServers, scenario: Scenario, run: LoadRun) {
  console.log(`  Load ${run.managers} managers (${run.label}${run.edits ? '' : ', no moves'}): sign-ins, then ${SECONDS} s timed, sampling the server's RSS`);
  const signInSampler = sampleGroupRss(servers.appGroupId);
  let signIns: RssSummary | null = null;
  let timed: ReturnType<typeof sampleGroupRss> | null = null;
  const { log } = await runLoad({
    ...scenario,
    managers: run.managers,
    edits: run.edits,
    durationMs: SECONDS * 1000,
    onSignedIn: async () => {
      signIns = signInSampler.stop();
      await resetUpstreamStats(servers.emulatorUrl);
      timed = sampleGroupRss(servers.appGroupId);
    },
  });
  const rss = (timed as ReturnType<typeof sampleGroupRss> | null)?.stop() ?? signInSampler.stop();
  const readsPerMinute = ((await rangeReads(servers.emulatorUrl)) * 60) / SECONDS;
  return { log, rss, signIns: signIns as RssSummary | null, readsPerMinute };
}

const rssRow = (measure: string, rss: RssSummary, detail: string): BenchRow => ({
  measure,
  median: mib(rss.medianBytes),
  p95: `peak ${mib(rss.peakBytes)}`,
  detail,
  target: { text: `<= ${mib(LOAD_TARGET.rssBytes)} (peak)`, met: rss.peakBytes <= LOAD_TARGET.rssBytes },
});

/** P6 on this database (`label`): RSS in the timed phase and during the sign-ins, the load's rows. */
export async function benchMemoryUnderLoad(servers: LoadServers, scenario: Scenario, run: LoadRun): Promise<BenchRow[]> {
  const { log, rss, signIns, readsPerMinute } = await measureLoad(servers, scenario, run);
  const steady = log.summary(STEADY_KINDS);
  const who = `${run.managers} managers, ${run.label}${run.edits ? '' : ', no moves'}`;
  const rows: BenchRow[] = [];
  if (run.managers === MANAGERS) {
    rows.push(rssRow(`P6 server RSS under load (${who})`, rss, `${rss.samples} samples over ${SECONDS} s`));
    if (signIns) rows.push(rssRow(`P6 server RSS while they sign in (${who})`, signIns, `${signIns.samples} samples; scrypt at 64 MiB, one at a time`));
  }
  rows.push(
    {
      measure: `Load ${who}: polls${run.edits ? ' + moves' : ''}`,
      median: ms(steady.p50),
      p95: ms(steady.p95),
      detail: `${steady.count} calls, max ${ms(steady.max)}; RSS peak ${mib(rss.peakBytes)}`,
      target: { text: `< ${LOAD_TARGET.p95Ms} ms (p95)`, met: steady.p95 < LOAD_TARGET.p95Ms },
    },
    {
      measure: `Load ${who}: errors (incl. sign-in)`,
      median: String(log.errorCount),
      detail: log.errors[0] ?? `${log.calls.length} calls`,
      target: { text: `${LOAD_TARGET.errors}`, met: log.errorCount === LOAD_TARGET.errors },
    },
    {
      measure: `Load ${who}: upstream range reads a minute`,
      median: readsPerMinute.toFixed(1),
      detail: run.edits ? `${RANGES}; each move (${log.summary(['move']).count}) is taken into them` : RANGES,
      // A move's answer is taken into the kept reads (kept-range.ts): with moves the goal is the same.
      target: { text: `<= ${READS_PER_MINUTE_TARGET}`, met: readsPerMinute <= READS_PER_MINUTE_TARGET },
    },
  );
  return rows;
}

export const LOAD_MANAGERS = { few: MANAGERS, many: MANY_MANAGERS };
