// Calendar days and clock times without Temporal: the requests inbox shows them in the browser,
// and Temporal's polyfill (about 23 KB gzipped) is more than those need. Server-side day
// arithmetic (weeks, windows) stays in ./zoned-days.

import { clockTextOf, type HourCycle } from './hour-cycle';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** "09:00" or "9:00 AM": the wall-clock time of an instant in the zone, in the user's hour cycle. */
export function clockTime(ms: number, timeZone: string, cycle: HourCycle): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  return clockTextOf(formatter.format(ms), cycle);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayOf(ms: number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Numeric parts only: they are the same in every ICU version, unlike words and punctuation.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => formatter.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD day's parts; `weekday` 1 (Monday) to 7 (Sunday), as in ISO 8601. */
export function dayParts(day: string): { year: number; month: number; day: number; weekday: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const utcWeekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return { year, month, day: date, weekday: utcWeekday === 0 ? 7 : utcWeekday };
}
