import { mib, type RssSummary } from '../bench/process-rss';
import { ms } from '@/test/support/stats';
import { table, verdict } from '../bench/text-table';
import { STEADY_KINDS, type CallKind } from '@/test/support/load/call-log';
import type { LoadResult } from '@/test/support/load/run-load';

// The load test's printed table: latency per kind of call, the steady state's p95 and errors
// against their targets, and the dashboard's memory while it ran.

export const LOAD_TARGET = { p95Ms: 500, errors: 0, rssBytes: 400 * 1_048_576 };

/** CPU seconds used in the timed phase, as a share of one core and per poll or move. */
function cpuRow(label: string, seconds: number, result: LoadResult): string[] {
  const share = seconds / (result.durationMs / 1000);
  const calls = Math.max(1, result.log.summary(STEADY_KINDS).count);
  return [label, '', `${seconds.toFixed(1)} s`, `${Math.round(share * 100)}% of a core`, `${((seconds * 1000) / calls).toFixed(1)} ms a call`, '', ''];
}

export function formatLoadReport(result: LoadResult, rss: RssSummary): string {
  const { log } = result;
  const steady = log.summary(STEADY_KINDS);
  const row = (label: string, kinds: readonly CallKind[]) => {
    const s = log.summary(kinds);
    return [label, String(s.count), ms(s.p50), ms(s.p95), ms(s.max), '', ''];
  };
  return [
    `Shiftdesk load: ${result.managers} managers over HTTP for ${Math.round(result.durationMs / 1000)} s against one instance`,
    '',
    table([
      ['calls', 'count', 'p50', 'p95', 'max', 'target', 'verdict'],
      row('sign-in (once per manager)', ['sign-in']),
      row('GET calendar-items (every 15 s)', ['calendar-items']),
      row('GET requests count (every 30 s)', ['requests-count']),
      row('move action (once a minute)', ['move']),
      ['polls + moves', String(steady.count), ms(steady.p50), ms(steady.p95), ms(steady.max), `< ${LOAD_TARGET.p95Ms} ms (p95)`, verdict(steady.p95 < LOAD_TARGET.p95Ms)],
      ['errors (all calls)', String(log.errorCount), '', '', '', `${LOAD_TARGET.errors}`, verdict(log.errorCount === LOAD_TARGET.errors)],
      [`server RSS (next start tree, ${rss.samples} samples)`, '', mib(rss.medianBytes), `peak ${mib(rss.peakBytes)}`, '', `<= ${mib(LOAD_TARGET.rssBytes)} (peak)`, verdict(rss.peakBytes <= LOAD_TARGET.rssBytes)],
      cpuRow('server CPU (next start tree)', rss.cpuSeconds, result),
      cpuRow('load generator CPU (this process)', result.clientCpuSeconds, result),
    ]),
    ...(log.errors.length ? ['', 'First errors:', ...log.errors.map((e) => `  ${e}`)] : []),
  ].join('\n');
}
