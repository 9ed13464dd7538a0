import { mergeIntervals, type Interval } from '@/lib/time/intervals';
import { MINUTE_MS } from '@/lib/time/units';
import { zoneDays } from './zone-days';

// What one person works, laid out once for every rule to read: their work periods sorted and merged
// (rest, hours in a span), how many shifts start on each zone day (shifts per day, days in a row),
// and each run of days remembered. Judging every shift of a busy week re-read all of a
// person's shifts per shift (O(k² log k) each); with these tables each shift costs a few look-ups.

/** A shift as the tables need it: when it runs (an empty one still starts on its day). */
type Span = Interval;

export type PersonWork = {
  /** Work periods, by start: shifts that touch or overlap are one. */
  periods: readonly Interval[];
  /** Minutes worked in [from, to), shared time counted once. */
  minutesIn(from: number, to: number): number;
  /** How many shifts start on the zone day. */
  shiftsStartingOn(day: string): number;
  /** How many days in a row, `day` among them, have a shift starting (0 when none starts on it). */
  runHolding(day: string): number;
};

/** The index of the period holding `at` (the last one starting at or before it), or -1. */
export function periodAt(periods: readonly Interval[], at: number): number {
  let low = 0;
  let high = periods.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (periods[middle]!.start <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

function coveredIn(periods: readonly Interval[], from: number, to: number): number {
  let covered = 0;
  for (let i = Math.max(0, periodAt(periods, from)); i < periods.length && periods[i]!.start < to; i += 1) {
    const period = periods[i]!;
    if (period.end > from) covered += Math.min(period.end, to) - Math.max(period.start, from);
  }
  return covered;
}

/** The tables of one person's shifts, days in `timeZone`. */
export function personWork(shifts: readonly Span[], timeZone: string): PersonWork {
  const zone = zoneDays(timeZone);
  const periods = mergeIntervals(shifts);
  const starts = new Map<string, number>();
  for (const shift of shifts) {
    const day = zone.dayOf(shift.start);
    starts.set(day, (starts.get(day) ?? 0) + 1);
  }
  const runs = new Map<string, number>();
  const runHolding = (day: string): number => {
    if (!starts.has(day)) return 0;
    let run = runs.get(day);
    if (run === undefined) {
      let first = day;
      while (starts.has(zone.after(first, -1))) first = zone.after(first, -1);
      run = 0;
      while (starts.has(zone.after(first, run))) run += 1;
      for (let i = 0; i < run; i += 1) runs.set(zone.after(first, i), run);
    }
    return run;
  };
  return {
    periods,
    // A day or a week holds a few periods, found by a binary search: cheaper than remembering.
    minutesIn: (from, to) => Math.round(coveredIn(periods, from, to) / MINUTE_MS),
    shiftsStartingOn: (day) => starts.get(day) ?? 0,
    runHolding,
  };
}
