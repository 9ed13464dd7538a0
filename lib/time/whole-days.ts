import { Temporal } from 'temporal-polyfill';

// Whole days later (or earlier) at the same wall-clock time in a zone: a 09:00 shift moved or
// copied a week on stays at 09:00 across a DST change, though the instant moves by 167 or 169 hours.
// The calendar's Alt+Left/Right, the roster's moves and Copy all place items this way.

/** The instant `days` days after `at` (negative: before), at the same wall-clock time in `timeZone`. */
export function laterByDays(at: number, days: number, timeZone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).add({ days }).epochMilliseconds;
}

/** A span moved by whole days, each end keeping its wall-clock time. */
export function spanLaterByDays(span: { start: number; end: number }, days: number, timeZone: string): { start: number; end: number } {
  return { start: laterByDays(span.start, days, timeZone), end: laterByDays(span.end, days, timeZone) };
}
