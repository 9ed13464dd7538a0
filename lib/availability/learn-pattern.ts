import { Temporal } from 'temporal-polyfill';
import { coveredMs, type Interval } from '@/lib/time/intervals';
import { HOUR_MS } from '@/lib/time/units';
import type { IsoWeekday } from './availability';

// "Learn from history": a person's usual week from the shifts they held, with how sure it is.
// A day or a start time is usual when it came up in at least half of the weeks looked at; the
// hours are the median week's (a week off counts as 0 h); how sure is the share of weeks whose
// days were exactly the usual ones.

export const LEARN_WEEKS = 8;

export type LearnedPattern = {
  preferredDays: IsoWeekday[];
  preferredStarts: string[];
  /** The median week's hours, to the half hour. */
  targetHours: number;
  /** Weeks whose worked days were exactly `preferredDays`, of `weeks`. */
  matchingWeeks: number;
  weeks: number;
};

const MAX_STARTS = 6;

/** The pattern in `shifts` over the ISO weeks starting on `mondays` (YYYY-MM-DD) in the zone; a shift belongs to the week it starts in. */
export function learnPattern(shifts: readonly Interval[], timeZone: string, mondays: readonly string[]): LearnedPattern {
  const weeks = mondays.map(() => ({ days: new Set<IsoWeekday>(), starts: new Set<string>(), spans: [] as Interval[] }));
  const weekIndex = new Map(mondays.map((m, i) => [m, i]));
  for (const shift of shifts) {
    const local = Temporal.Instant.fromEpochMilliseconds(shift.start).toZonedDateTimeISO(timeZone);
    const monday = local.toPlainDate().subtract({ days: local.dayOfWeek - 1 }).toString();
    const week = weeks[weekIndex.get(monday) ?? -1];
    if (!week) continue;
    week.days.add(local.dayOfWeek as IsoWeekday);
    week.starts.add(local.toPlainTime().toString({ smallestUnit: 'minute' }));
    week.spans.push(shift);
  }
  const usual = <T>(pick: (w: (typeof weeks)[number]) => Set<T>): T[] => {
    const counts = new Map<T, number>();
    for (const w of weeks) for (const v of pick(w)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].filter(([, n]) => n * 2 >= weeks.length && weeks.length > 0).map(([v]) => v);
  };
  const preferredDays = usual((w) => w.days).sort((a, b) => a - b);
  const preferredStarts = usual((w) => w.starts).sort().slice(0, MAX_STARTS);
  const hours = weeks.map((w) => coveredMs(w.spans) / HOUR_MS).sort((a, b) => a - b);
  const matchingWeeks = weeks.filter((w) => w.days.size === preferredDays.length && preferredDays.every((d) => w.days.has(d))).length;
  return { preferredDays, preferredStarts, targetHours: Math.round(median(hours) * 2) / 2, matchingWeeks, weeks: weeks.length };
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
