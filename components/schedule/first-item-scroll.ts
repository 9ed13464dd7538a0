import type { CalendarRef } from '@fullcalendar/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { shownRange, type ScheduleView } from '@/lib/schedule/calendar-view';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { allDayPlacement } from './all-day-placement';
import { formatTime } from '@/components/ui/zoned-format';

// The hour grid opens where the shown week or day starts being busy (half an hour before its
// earliest item), not at a fixed 07:00 that cut the title of every 06:30 shift. Once per week or
// day shown: a poll never pulls the grid away from where the manager scrolled.

/** "HH:mm:00" half an hour before the earliest timed item starting in the shown range, or null. */
export function firstItemScrollTime(items: readonly ScheduleItem[], view: ScheduleView, date: string, timeZone: string): string | null {
  if (view !== 'week' && view !== 'day') return null;
  const { start, end } = shownRange(view, date, timeZone);
  // A busy week's thousands of items start at a few dozen instants: each is formatted once.
  const starts = new Set<number>();
  for (const item of items) if (item.start >= start && item.start < end && !starts.has(item.start) && !allDayPlacement(item, timeZone)) starts.add(item.start);
  let earliest: number | null = null;
  for (const at of starts) {
    const [h, m] = formatTime(at, timeZone, 'h23').split(':').map(Number) as [number, number];
    const minutes = h * 60 + m;
    if (earliest === null || minutes < earliest) earliest = minutes;
  }
  if (earliest === null) return null;
  const at = Math.max(0, Math.floor((earliest - 30) / 30) * 30);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}:00`;
}

/**
 * Scrolls once the shown range's items are loaded, then marks `marker` with `data-first-scroll`
 * (the view and date it settled for), so a test can wait for the grid to stop moving before it
 * aims the mouse at an event.
 */
export function useFirstItemScroll(calendar: RefObject<CalendarRef | null>, marker: RefObject<HTMLElement | null>, loaded: boolean, items: readonly ScheduleItem[], view: ScheduleView, date: string, timeZone: string) {
  const scrolledFor = useRef<string | null>(null);
  // Not again on every redraw of the calendar (a drop redraws it three times).
  const time = useMemo(() => firstItemScrollTime(items, view, date, timeZone), [items, view, date, timeZone]);
  const key = `${view}|${date}|${timeZone}`;
  useEffect(() => {
    if (!loaded || scrolledFor.current === key) return;
    scrolledFor.current = key;
    // After FullCalendar's own reset to its default scroll time on a change of week.
    const frame = requestAnimationFrame(() => {
      if (time !== null) calendar.current?.getApi().scrollToTime(time);
      marker.current?.setAttribute('data-first-scroll', key);
    });
    return () => cancelAnimationFrame(frame);
  }, [calendar, marker, loaded, key, time]);
}
