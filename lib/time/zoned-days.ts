import { Temporal } from 'temporal-polyfill';

// Days and ISO weeks in an IANA zone, as instants. A day or a week is whatever the zone's wall
// clock says: a spring-forward week is 167 hours long, an autumn one 169.

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD that is a real date (2027-02-30 is not). */
export function isPlainDate(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** The first instant of a calendar day in the zone. */
export function startOfDay(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
}

export { dayOf } from './calendar-day';

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;
}

export type IsoWeek = { monday: string; start: number; end: number };

/** The ISO week (Monday 00:00 to the next Monday 00:00, wall clock in the zone) holding an instant. */
export function isoWeekOf(ms: number, timeZone: string): IsoWeek {
  const date = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();
  const monday = date.subtract({ days: date.dayOfWeek - 1 });
  return {
    monday: monday.toString(),
    start: monday.toZonedDateTime({ timeZone }).epochMilliseconds,
    end: monday.add({ days: 7 }).toZonedDateTime({ timeZone }).epochMilliseconds,
  };
}
