// Time spans as half-open [start, end) in epoch ms. Hours are always summed over merged spans, so
// two items a person holds at the same time count their shared time once, not twice.

export type Interval = { start: number; end: number };

/** Whether two spans share time; touching ends (one ends as the other starts) do not. */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The spans merged where they overlap or touch, by start; empty spans dropped. */
export function mergeIntervals(spans: readonly Interval[]): Interval[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** Milliseconds covered by the spans, shared time counted once. */
export function coveredMs(spans: readonly Interval[]): number {
  return mergeIntervals(spans).reduce((sum, s) => sum + s.end - s.start, 0);
}
