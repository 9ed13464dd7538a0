import { mkdirSync, writeFileSync } from 'node:fs';

// The fault storm's bookkeeping: for every write the test made through the UI, what the UI told
// the manager and what the service really holds, and the counts the suite prints and asserts.

/** What the manager was told: done, a visible error (with its retry), or nothing at all. */
export type UiOutcome = 'confirmed' | 'failed-shown' | 'nothing-shown';
/** What the service holds afterwards: the write once, not at all, or more than once. */
export type Upstream = 'applied' | 'absent' | 'doubled';

export type StormWrite = { flow: string; label: string; ui: UiOutcome; upstream: Upstream; said: string };

export type StormCounts = {
  attempted: number;
  confirmed: number;
  failedAndShown: number;
  /** Confirmed but not in the service, or neither confirmed nor refused and not in the service. */
  lost: number;
  /** In the service more than once (per item or message, or more successful calls than changes). */
  doubled: number;
  /** Applied in the service while the UI said nothing: the manager cannot know it happened. */
  unreported: number;
};

export function countWrites(writes: readonly StormWrite[], extraDoubles = 0): StormCounts {
  const is = (test: (w: StormWrite) => boolean) => writes.filter(test).length;
  return {
    attempted: writes.length,
    confirmed: is((w) => w.ui === 'confirmed'),
    failedAndShown: is((w) => w.ui === 'failed-shown'),
    lost: is((w) => w.upstream === 'absent' && w.ui !== 'failed-shown'),
    doubled: is((w) => w.upstream === 'doubled') + extraDoubles,
    unreported: is((w) => w.ui === 'nothing-shown' && w.upstream !== 'absent'),
  };
}

export class StormLedger {
  private readonly writes: StormWrite[] = [];
  private readonly doubles = new Map<string, number>();
  private readonly notes: string[] = [];

  record(write: StormWrite): void {
    this.writes.push(write);
  }

  /** Successful write calls the service answered beyond the changes it holds (a resend nobody saw). */
  recordExtraCalls(flow: string, extra: number): void {
    this.doubles.set(flow, Math.max(0, extra));
  }

  note(line: string): void {
    this.notes.push(line);
  }

  counts(flow?: string): StormCounts {
    const writes = flow ? this.writes.filter((w) => w.flow === flow) : this.writes;
    const extra = flow ? (this.doubles.get(flow) ?? 0) : [...this.doubles.values()].reduce((a, b) => a + b, 0);
    return countWrites(writes, extra);
  }

  /** Prints one line per flow and the total, and keeps them as JSON next to the screenshots. */
  report(scale: string, folder: string, seconds: number): string {
    const flows = [...new Set(this.writes.map((w) => w.flow))];
    const line = (name: string, c: StormCounts) =>
      `${name.padEnd(10)} attempted ${c.attempted}  confirmed ${c.confirmed}  failed-and-shown ${c.failedAndShown}  lost ${c.lost}  doubled ${c.doubled}  unreported ${c.unreported}`;
    const text = [`fault storm (${scale}), ${seconds.toFixed(0)} s`, ...flows.map((f) => line(f, this.counts(f))), line('total', this.counts()), ...this.notes].join('\n');
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}/counts-${scale}.json`, JSON.stringify({ scale, seconds, flows: Object.fromEntries(flows.map((f) => [f, this.counts(f)])), total: this.counts(), writes: this.writes, notes: this.notes }, null, 2));
    return text;
  }
}
