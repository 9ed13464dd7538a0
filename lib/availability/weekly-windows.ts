import { Temporal } from 'temporal-polyfill';
import type { Interval } from '@/lib/time/intervals';
import type { WeeklyWindow } from './availability';

// Weekly windows as instants: each window on each of its weekdays inside a range, read on the
// organization's wall clock, so "Monday 09:00–17:00" is 09:00–17:00 local on both sides of a DST
// change (a spring-forward night is an hour shorter). Times in a gap move forward, as Temporal's
// 'compatible' says.

const atClock = (date: Temporal.PlainDate, clock: string, timeZone: string): number =>
  clock === '24:00'
    ? date.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds
    : date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(clock) }).epochMilliseconds;

/** The windows' [start, end) in ms that meet `range`, clipped to it, by start. */
export function expandWeeklyWindows(windows: readonly WeeklyWindow[], timeZone: string, range: Interval): Interval[] {
  if (windows.length === 0 || range.end <= range.start) return [];
  const dayOf = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();
  const last = dayOf(range.end);
  const out: Interval[] = [];
  // From the day before: its overnight windows reach into the range.
  for (let date = dayOf(range.start).subtract({ days: 1 }); Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    for (const w of windows) {
      if (w.weekday !== date.dayOfWeek) continue;
      const start = atClock(date, w.from, timeZone);
      const end = atClock(w.overnight ? date.add({ days: 1 }) : date, w.to, timeZone);
      const clipped = { start: Math.max(start, range.start), end: Math.min(end, range.end) };
      if (clipped.end > clipped.start) out.push(clipped);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
