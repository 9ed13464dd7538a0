import { coveredMs, intervalsOverlap, type Interval } from '@/lib/time/intervals';
import { MINUTE_MS } from '@/lib/time/units';
import { dayAfter as addDays, dayIn as dayOf, daysApart as daysBetween, dayStart as startOfDay, weekOf as isoWeekOf } from '@/lib/working-time';
import type { AutoFillInput, AutoFillPerson } from './types';

// Hours as auto-fill counts them, shared by the model, the greedy fill, the checker and the words:
// a person's hours in the range are their held shifts' time inside it (shared time once), their
// other minutes, and the full length of each slot given to them. Target and maximum are per week,
// scaled by the range's length in whole zone days (a week: as given).

export const minutesOf = (ms: number): number => Math.round(ms / MINUTE_MS);

/** The range's length in weeks, by zone days: 1 for Monday to Monday, whatever DST does. */
export function rangeWeeks(input: Pick<AutoFillInput, 'from' | 'to' | 'timeZone'>): number {
  const days = daysBetween(dayOf(input.from, input.timeZone), dayOf(Math.max(input.from, input.to - 1), input.timeZone)) + 1;
  return days / 7;
}

/** Minutes of a person's held shifts inside [from, to), plus what they worked elsewhere. */
export function baseMinutes(person: AutoFillPerson, from: number, to: number): number {
  const inside = person.heldShifts.flatMap((s) => (s.end > from && s.start < to ? [{ start: Math.max(s.start, from), end: Math.min(s.end, to) }] : []));
  return minutesOf(coveredMs(inside)) + person.otherMinutes;
}

/** A slot's minutes counted in the range (a shift past its end counts its part inside). */
export const minutesInRange = (range: { from: number; to: number }, span: Interval): number => minutesOf(Math.max(0, Math.min(span.end, range.to) - Math.max(span.start, range.from)));

export const targetMinutes = (person: AutoFillPerson, weeks: number): number | null => (person.targetWeekMinutes === null ? null : person.targetWeekMinutes * weeks);
export const maxMinutes = (person: AutoFillPerson, weeks: number): number | null => (person.maxWeekMinutes === null ? null : person.maxWeekMinutes * weeks);

/** Minutes of a span in each zone day it touches (a night shift splits at midnight). */
export function minutesByDay(span: Interval, timeZone: string): Map<string, number> {
  const byDay = new Map<string, number>();
  for (let day = dayOf(span.start, timeZone); ; day = addDays(day, 1)) {
    const from = startOfDay(day, timeZone);
    if (from >= span.end) break;
    const to = startOfDay(addDays(day, 1), timeZone);
    const part = Math.min(span.end, to) - Math.max(span.start, from);
    if (part > 0) byDay.set(day, minutesOf(part));
  }
  return byDay;
}

/** Minutes of a span in each ISO week of the zone it touches, by the week's Monday. */
export function minutesByWeek(span: Interval, timeZone: string): Map<string, number> {
  const byWeek = new Map<string, number>();
  for (let at = span.start; at < span.end; ) {
    const week = isoWeekOf(at, timeZone);
    byWeek.set(week.monday, minutesOf(Math.min(span.end, week.end) - at));
    at = week.end;
  }
  return byWeek;
}

export const overlapsAny = (spans: readonly Interval[], span: Interval): boolean => spans.some((s) => intervalsOverlap(s, span));
