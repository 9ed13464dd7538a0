import { DAY_MS } from '@/lib/time/units';
import { dayOf, isWholeDays, nextDay, startOfDay } from './wall-span';

// Time off of a day or more is drawn in the all-day row, labelled, instead of as a tall column
// through the hour grid that squeezes the day's shifts. Whole days (how time off is usually
// stored) can be dragged there by days; a span of a day or more with times (09:00 Mon – 12:00
// Wed) is shown there too, with its times in the label, and is changed in the drawer: a drag by
// days would quietly round its times to midnight.

export type AllDayPlacement = { start: string; end: string; draggable: boolean };

export function allDayPlacement(span: { type: string; start: number; end: number }, timeZone: string): AllDayPlacement | null {
  if (span.type !== 'TIME_OFF') return null;
  const whole = isWholeDays(span.start, span.end, timeZone);
  if (!whole && span.end - span.start < DAY_MS) return null;
  const end = whole ? dayOf(span.end, timeZone) : nextDay(dayOf(span.end - 1, timeZone));
  return { start: dayOf(span.start, timeZone), end, draggable: whole };
}

const HOUR_MS = 3_600_000;

/**
 * The instants an event was dropped or resized to. All-day events come as dates (YYYY-MM-DD,
 * end exclusive) and mean whole days in the zone; FullCalendar leaves `end` empty when an event
 * changes between the all-day row and the grid, so it gets FullCalendar's default lengths.
 */
export function droppedSpan(event: { allDay: boolean; start: Date | null; end: Date | null; startStr: string; endStr: string }, timeZone: string): { start: number; end: number } | null {
  if (!event.start) return null;
  if (event.allDay) {
    const firstDay = event.startStr.slice(0, 10);
    const start = startOfDay(firstDay, timeZone);
    const end = startOfDay(event.endStr ? event.endStr.slice(0, 10) : nextDay(firstDay), timeZone);
    return start === null || end === null ? null : { start, end };
  }
  const start = event.start.getTime();
  return { start, end: event.end ? event.end.getTime() : start + HOUR_MS };
}
