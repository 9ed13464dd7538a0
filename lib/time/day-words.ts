import { clockTime, dayOf, dayParts } from './calendar-day';
import type { HourCycle } from './hour-cycle';
import { DAY_MS } from './units';

// Days, spans and hours in words, in a zone: the same text on the server and in the browser.

// Written out by hand, not with Intl: the server's and the browser's ICU data differ ("Monday 1
// February" against "Monday, 1 February"), and the text must be the same on both for hydration.
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function partsOf(day: string) {
  const date = dayParts(day);
  return { weekday: WEEKDAYS[date.weekday - 1] ?? '', month: MONTHS[date.month - 1] ?? '', day: date.day, year: date.year };
}

/** A calendar day (YYYY-MM-DD) written out: "Wednesday 3 February 2027". */
export function dayHeading(day: string): string {
  const p = partsOf(day);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "3 Feb", or "Wed 3 Feb" with the weekday. */
export function shortDay(day: string, weekday = false): string {
  const p = partsOf(day);
  return `${weekday ? `${p.weekday.slice(0, 3)} ` : ''}${p.day} ${p.month.slice(0, 3)}`;
}

/** The item's hours as seen from `day`: "09:00–17:00", "22:00–06:00 next day", or with days when it starts elsewhere. */
export function itemHours(item: { start: number; end: number }, timeZone: string, day: string, cycle: HourCycle): string {
  const startDay = dayOf(item.start, timeZone);
  const endDay = dayOf(item.end, timeZone);
  const from = clockTime(item.start, timeZone, cycle);
  const to = clockTime(item.end, timeZone, cycle);
  if (startDay === day && endDay === day) return `${from}–${to}`;
  if (startDay === day && endDay === dayOf(item.start + DAY_MS, timeZone)) return `${from}–${to} next day`;
  return `${shortDay(startDay, true)} ${from} – ${shortDay(endDay, true)} ${to}`;
}

/** A leave by its days: "1 Mar – 15 Mar" (an end at midnight is the day before's end). */
export function leaveDays(item: { start: number; end: number }, timeZone: string): string {
  const first = dayOf(item.start, timeZone);
  const last = dayOf(Math.max(item.start, item.end - 1), timeZone);
  return first === last ? shortDay(first) : `${shortDay(first)} – ${shortDay(last)}`;
}

/** Minutes as hours: "20 h", "37.5 h". */
export function hours(minutes: number): string {
  return `${Math.round(minutes / 6) / 10} h`;
}

/** "31 March", or "31 March 2027" with the year. */
export function dayAndMonth(day: string, withYear = false): string {
  const p = partsOf(day);
  return `${p.day} ${p.month}${withYear ? ` ${p.year}` : ''}`;
}
