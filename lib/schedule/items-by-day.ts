import { Temporal } from 'temporal-polyfill';
import type { ScheduleItem } from './schedule-item';

// The shown range cut into the days of a zone, each with the items that touch it, earliest first:
// what a printed schedule lists day by day. Days are cut in the zone, so a day of a DST change
// is 23 or 25 hours long; an item over midnight is listed on both days it touches.

export type DayOfItems = { date: string; start: number; end: number; items: ScheduleItem[] };

export function itemsByDay(items: readonly ScheduleItem[], range: { start: number; end: number }, timeZone: string): DayOfItems[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end || (a.name ?? '').localeCompare(b.name ?? ''));
  const days: DayOfItems[] = [];
  let day = Temporal.Instant.fromEpochMilliseconds(range.start).toZonedDateTimeISO(timeZone).startOfDay();
  while (day.epochMilliseconds < range.end) {
    const next = day.add({ days: 1 }).startOfDay();
    const [start, end] = [day.epochMilliseconds, next.epochMilliseconds];
    days.push({ date: day.toPlainDate().toString(), start, end, items: sorted.filter((i) => i.start < end && i.end > start) });
    day = next;
  }
  return days;
}
