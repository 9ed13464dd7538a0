import { Temporal } from 'temporal-polyfill';
import type { ScheduleItem } from './schedule-item';

// The shown range cut into the days of a zone, earliest first. An item belongs to the day it
// starts: it is listed there once, whatever its length, and every later day it reaches has it among
// `continued`, so a 19:00 – 07:00 night is one shift on Friday and a continuation on Saturday, never
// two shifts with one label. An item that began before the range is only a continuation in it.
// Days are cut in the zone, so a day of a DST change is 23 or 25 hours long.

export type DayOfItems = {
  date: string;
  start: number;
  end: number;
  /** The items that start this day. */
  items: ScheduleItem[];
  /** The items that started on an earlier day and are still on at this day's start. */
  continued: ScheduleItem[];
};

export function itemsByDay(items: readonly ScheduleItem[], range: { start: number; end: number }, timeZone: string): DayOfItems[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end || (a.name ?? '').localeCompare(b.name ?? ''));
  const days: DayOfItems[] = [];
  let day = Temporal.Instant.fromEpochMilliseconds(range.start).toZonedDateTimeISO(timeZone).startOfDay();
  while (day.epochMilliseconds < range.end) {
    const next = day.add({ days: 1 }).startOfDay();
    const [start, end] = [day.epochMilliseconds, next.epochMilliseconds];
    days.push({
      date: day.toPlainDate().toString(),
      start,
      end,
      items: sorted.filter((i) => i.start >= start && i.start < end),
      continued: sorted.filter((i) => i.start < start && i.end > start),
    });
    day = next;
  }
  return days;
}
