import { median, percentile } from '../stats';

// Every HTTP call the simulated managers make, with its time and whether it did what it should,
// and the summary the load report and the benchmark print.

export type CallKind = 'sign-in' | 'calendar-items' | 'requests-count' | 'move';
export type Call = { kind: CallKind; ms: number; ok: boolean };
export type KindSummary = { count: number; p50: number; p95: number; max: number };

export class CallLog {
  readonly calls: Call[] = [];
  /** The first few distinct failures, for the report. */
  readonly errors: string[] = [];
  errorCount = 0;

  record(kind: CallKind, ms: number, failure: string | null): void {
    this.calls.push({ kind, ms, ok: failure === null });
    if (failure !== null) this.problem(`${kind}: ${failure}`);
  }

  /** An error that is no call's (a manager could not do its part); counted with the others. */
  problem(line: string): void {
    this.errorCount += 1;
    if (this.errors.length < 10 && !this.errors.includes(line)) this.errors.push(line);
  }

  /** Latency of the calls of these kinds (the steady state leaves sign-in out). */
  summary(kinds: readonly CallKind[]): KindSummary {
    const times = this.calls.filter((c) => kinds.includes(c.kind)).map((c) => c.ms);
    return { count: times.length, p50: median(times), p95: percentile(times, 95), max: times.length ? Math.max(...times) : Number.NaN };
  }
}

/** What a manager does while the schedule is open (the polls and the edits), without signing in. */
export const STEADY_KINDS: readonly CallKind[] = ['calendar-items', 'requests-count', 'move'];
