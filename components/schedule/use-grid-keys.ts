'use client';

import type { CalendarRef, EventInput } from '@fullcalendar/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { shownRange, type ScheduleView } from '@/lib/schedule/calendar-view';
import { addDays, dayOf, startOfDay } from '@/lib/time/zoned-days';
import { formatSpan } from '@/components/ui/zoned-format';
import { allDayPlacement } from './all-day-placement';
import { carriedBy } from './calendar-events';
import { firstCursor, nextCursor, type Cursor, type Day, type GridEvent } from './grid-stops';
import { useHourCycle } from '@/components/ui/hour-cycle';

// The calendar grid is one Tab stop (WAI-ARIA's roving tabindex): only the event the keyboard
// was last on (or the first one) has tabindex 0, the others -1. Arrows move between events and,
// in the week and day grids, onto empty half-hours (grid-stops.ts), which are shown as
// FullCalendar's selection; Enter there opens New item for that half-hour. Enter on an event
// opens it (FullCalendar's own click handling). The month and the list step through events in order.
// The handlers are plain functions: React Compiler memoizes them.

export const FOCUSABLE = '[data-item-id], [data-stack-key], [data-more-link], [data-slot-cursor]';
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

function daysShown(view: ScheduleView, date: string, timeZone: string): Day[] {
  if (view !== 'week' && view !== 'day') return [];
  const { start, end } = shownRange(view, date, timeZone);
  const days: Day[] = [];
  for (let day = dayOf(start, timeZone), at = start; at < end; ) {
    day = addDays(day, 1);
    const next = startOfDay(day, timeZone);
    days.push({ start: at, end: next });
    at = next;
  }
  return days;
}

function gridEventsOf(events: readonly EventInput[], timeZone: string): GridEvent[] {
  return events.flatMap((event) => {
    const { item, stack } = carriedBy(event as { extendedProps: Record<string, unknown> });
    const span = item ?? stack;
    if (!span) return [];
    const allDay = allDayPlacement(span, timeZone);
    const times = allDay ? { start: startOfDay(allDay.start, timeZone), end: startOfDay(allDay.end, timeZone) } : { start: span.start, end: span.end };
    return [{ key: item ? item.id : `stack:${stack!.key}`, ...times, allDay: allDay !== null }];
  });
}

/** The element showing an event (the first, for one drawn on two days); an event folded into "+N" is reached by its link. */
function elementOf(root: HTMLElement, key: string): HTMLElement | null {
  const selector = key.startsWith('stack:') ? `[data-stack-key="${CSS.escape(key.slice(6))}"]` : `[data-item-id="${CSS.escape(key)}"]`;
  return root.querySelector<HTMLElement>(selector) ?? root.querySelector<HTMLElement>('[data-more-link]');
}

export function useGridKeys(options: {
  calendar: RefObject<CalendarRef | null>;
  wrapper: RefObject<HTMLElement | null>;
  view: ScheduleView;
  date: string;
  timeZone: string;
  events: readonly EventInput[];
  scrollTo: number;
  onCreate: ((start: number, end: number) => void) | null;
}) {
  const hourCycle = useHourCycle();
  const { calendar, wrapper, view, date, timeZone, events, scrollTo, onCreate } = options;
  const days = useMemo(() => daysShown(view, date, timeZone), [view, date, timeZone]);
  const gridEvents = useMemo(() => gridEventsOf(events, timeZone), [events, timeZone]);
  const cursor = useRef<Cursor | null>(null);
  /** A selection made by the arrows: FullCalendar reports it as a select, which must not open New item. */
  const keyboardSelecting = useRef(false);

  // Exactly one Tab stop: whatever FullCalendar draws, every new event starts at -1.
  useEffect(() => {
    const root = wrapper.current?.firstElementChild as HTMLElement | null | undefined;
    if (!root) return;
    const settle = () => {
      const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[role="dialog"]'));
      const current = all.find((el) => el.getAttribute('tabindex') === '0' && el.dataset.roving === 'current') ?? all[0];
      for (const el of all) {
        const tabIndex = el === current ? '0' : '-1';
        if (el.getAttribute('tabindex') !== tabIndex) el.setAttribute('tabindex', tabIndex);
      }
      if (current) current.dataset.roving = 'current';
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wrapper, view]);

  const markCurrent = (el: HTMLElement) => {
    const root = wrapper.current?.firstElementChild;
    if (!root || el.dataset.roving === 'current') return;
    for (const other of root.querySelectorAll<HTMLElement>('[data-roving="current"]')) {
      delete other.dataset.roving;
      other.setAttribute('tabindex', '-1');
    }
    el.dataset.roving = 'current';
    el.setAttribute('tabindex', '0');
  };
  const focusEl = (el: HTMLElement | null) => {
    if (!el) return;
    markCurrent(el);
    el.focus();
  };

  const go = (next: Cursor) => {
    const root = wrapper.current;
    const api = calendar.current?.getApi();
    if (!root || !api) return;
    cursor.current = next;
    if (next.stop.kind === 'event') {
      api.unselect();
      focusEl(elementOf(root, next.stop.key));
      return;
    }
    // An empty half-hour: drawn as the selection; its mirror (calendar-events.tsx) takes focus.
    keyboardSelecting.current = true;
    api.select({ start: new Date(next.stop.start), end: new Date(next.stop.end), allDay: false });
    keyboardSelecting.current = false;
    const { start, end } = next.stop;
    requestAnimationFrame(() => {
      const slot = root.querySelector<HTMLElement>('[data-slot-cursor]');
      slot?.setAttribute('role', 'button');
      slot?.setAttribute('aria-label', `Empty: ${formatSpan(start, end, timeZone, hourCycle)}.${onCreate ? ' Press Enter to create an item here.' : ''}`);
      focusEl(slot);
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const on = target.closest<HTMLElement>(FOCUSABLE);
    if (!on || target.closest('[role="dialog"]')) return;
    if (!ARROWS.includes(event.key)) return;
    event.preventDefault();
    if (days.length === 0) {
      // Month and list: events in reading order.
      const all = [...wrapper.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[role="dialog"]'));
      const at = all.indexOf(on);
      const step = event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : event.key === 'Home' ? -at : event.key === 'End' ? all.length : 1;
      focusEl(all[Math.max(0, Math.min(all.length - 1, at + step))] ?? null);
      return;
    }
    const from = cursorOf(on, cursor.current, days, gridEvents) ?? firstCursor(days, gridEvents, scrollTo);
    const next = from && nextCursor(days, gridEvents, from, event.key);
    if (next) go(next);
  };

  // Enter on the empty half-hour, before FullCalendar's own Enter handling of the mirror event (a click on it).
  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || !(event.target as HTMLElement).hasAttribute('data-slot-cursor')) return;
    const stop = cursor.current?.stop;
    event.preventDefault();
    event.stopPropagation();
    if (stop?.kind === 'slot' && onCreate) onCreate(stop.start, stop.end);
  };

  // Focus that arrived by Tab, a click or after a move puts the cursor (and the Tab stop) on that event.
  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    const on = (event.target as HTMLElement).closest<HTMLElement>(FOCUSABLE);
    if (!on || on.closest('[role="dialog"]')) return;
    markCurrent(on);
    if (!on.hasAttribute('data-slot-cursor')) cursor.current = cursorOf(on, cursor.current, days, gridEvents);
  };
  // Leaving the grid takes the keyboard's selection with it.
  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && wrapper.current?.contains(next)) return;
    if ((event.target as HTMLElement).hasAttribute('data-slot-cursor')) calendar.current?.getApi().unselect();
  };

  return { onKeyDown, onKeyDownCapture, onFocus, onBlur, keyboardSelecting };
}

/** The cursor for a focused element: the event it shows, on the day it was reached on (else its first day). */
function cursorOf(el: HTMLElement, current: Cursor | null, days: readonly Day[], events: readonly GridEvent[]): Cursor | null {
  if (el.hasAttribute('data-slot-cursor')) return current;
  const key = el.dataset.itemId ?? (el.dataset.stackKey !== undefined ? `stack:${el.dataset.stackKey}` : null);
  const event = key && events.find((e) => e.key === key);
  if (!event) return current;
  if (current?.stop.kind === 'event' && current.stop.key === key) return current;
  const day = days.findIndex((d) => event.start < d.end && d.start < event.end);
  return day < 0 ? null : { day, stop: { kind: 'event', ...event } };
}
