'use client';

import FullCalendar, { useCalendarController, type CalendarRef, type EventClickInfo, type EventDropInfo, type EventResizeDoneInfo } from '@fullcalendar/react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { fullCalendarViewOf, type ScheduleView } from '@/lib/schedule/calendar-view';
import { stackItems } from '@/lib/schedule/item-stacks';
import type { ConflictMark } from '@/lib/schedule/conflict-rule';
import type { BreakMark } from '@/lib/schedule/break-marks';
import type { DraftEntryMark } from '@/lib/drafts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { droppedSpan } from './all-day-placement';
import { carriedBy, markEventElement, renderEventContent, toCalendarEvents } from './calendar-events';
import { calendarTimeFormats, scheduleCalendarOptions } from './calendar-options';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { EventPeek } from './event-peek';
import { eventsSideBySide } from './event-width';
import { useColumnWidth } from './use-column-width';
import { useGridKeys } from './use-grid-keys';
import { HOUR_MS } from '@/lib/time/units';
import { useFirstItemScroll } from './first-item-scroll';
import { noteFocusIn, noteFocusOut } from './focus-follows';
import { isMoveKey, keyboardMove } from './keyboard-moves';
import type { MoveItem } from './use-item-moves';

import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './schedule-calendar.css';

export type ScheduleCalendarProps = {
  view: ScheduleView;
  date: string;
  timeZone: string;
  items: readonly ScheduleItem[];
  /** Who is double-booked on which item, from every item read (not only those the filters show). */
  conflicts: ReadonlyMap<string, readonly ConflictMark[]>;
  /** Who breaks a working-time rule by working which item (lib/schedule/break-marks.ts). */
  ruleBreaks?: ReadonlyMap<string, readonly BreakMark[]> | undefined;
  /** The open draft's marks by item id (striped, struck through; lib/drafts/draft-entries.ts). */
  draftMarks?: ReadonlyMap<string, DraftEntryMark> | undefined;
  /** The shown range's read has answered (the items are known, possibly none). */
  itemsLoaded: boolean;
  changedIds: ReadonlySet<string>;
  editable: boolean;
  /** Resolves once the service answered (the keyboard then puts focus back on the moved event). */
  onMove: MoveItem;
  onSelectRange: (start: number, end: number) => void;
  onOpenItem: (itemId: string) => void;
  /** Stacks of identical items shown one by one (see lib/schedule/item-stacks). */
  expandedStacks: ReadonlySet<string>;
  onExpandStack: (key: string) => void;
  /** 30-minute rows' least height in px (calendar-density.ts); 0: the theme's own. */
  slotHeight: number;
};

/**
 * FullCalendar, controlled by the schedule's URL state. Events carry data attributes (their
 * classes are hashed by FullCalendar v7) so tests and the benchmark can find them.
 */
export const ScheduleCalendar = memo(function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, date, timeZone, items, conflicts, ruleBreaks, draftMarks, itemsLoaded, changedIds, editable, onMove, onSelectRange, onOpenItem, expandedStacks, onExpandStack, slotHeight } = props;
  const controller = useCalendarController();
  const hourCycle = useHourCycle();
  const calendarRef = useRef<CalendarRef>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  useFirstItemScroll(calendarRef, wrapperRef, itemsLoaded, items, view, date, timeZone);
  // Overlapping events never narrower than MIN_EVENT_PX: the rest go into a "+N" popover.
  const columnWidth = useColumnWidth(wrapperRef, view);
  const eventMaxStack = columnWidth === null ? 2 : eventsSideBySide(columnWidth);

  // Follow the URL; the first view and date are given as initial options, so nothing to do then.
  const shownView = useRef({ view, date });
  useEffect(() => {
    if (shownView.current.view === view && shownView.current.date === date) return;
    shownView.current = { view, date };
    controller.changeView(fullCalendarViewOf[view]);
    controller.gotoDate(date);
  }, [controller, view, date]);

  // The list view lists every item; the grids stack identical ones.
  const events = useMemo(
    () => toCalendarEvents(view === 'list' ? items.map((item) => ({ kind: 'item' as const, item })) : stackItems(items, expandedStacks), changedIds, timeZone, hourCycle, conflicts, ruleBreaks, draftMarks),
    [view, items, expandedStacks, changedIds, timeZone, hourCycle, conflicts, ruleBreaks, draftMarks],
  );

  const eventClick = useCallback(
    (info: EventClickInfo) => {
      const { stack } = carriedBy(info.event);
      if (stack) onExpandStack(stack.key);
      else onOpenItem(info.event.id);
    },
    [onOpenItem, onExpandStack],
  );
  // Moves (drags, resizes, Alt+arrows) one after another: each starts from the item as the previous
  // one saved it, so quick moves of one event add up and none is refused as a conflict with our own
  // save still in flight. With none in flight, a move is sent at once (in the same task).
  const latestItems = useRef(items);
  const savedMoves = useRef(new Map<string, ScheduleItem>());
  useEffect(() => {
    latestItems.current = items;
    savedMoves.current.clear(); // a new read of the items already holds what the moves saved
  }, [items]);
  const moveQueue = useRef(Promise.resolve());
  const queueMove = useCallback(
    (itemId: string, spanOf: (item: ScheduleItem) => { start: number; end: number } | null, revert: () => void, shown?: ScheduleItem): Promise<void> => {
      const run = async () => {
        const item = savedMoves.current.get(itemId) ?? latestItems.current.find((i) => i.id === itemId) ?? shown;
        const span = item && spanOf(item);
        if (!item || !span) return revert();
        const result = await onMove(item, span.start, span.end, revert);
        if (result.status === 'saved') savedMoves.current.set(itemId, result.item);
      };
      const moved = moveQueue.current.then(run);
      moveQueue.current = moved.catch(() => undefined); // a move that threw must not stop the ones after it
      return moved;
    },
    [onMove],
  );

  // A drop or resize: the times FullCalendar committed, from the item as the last move left it.
  const changed = useCallback(
    (info: EventDropInfo | EventResizeDoneInfo) => {
      const { item } = carriedBy(info.event);
      const span = droppedSpan(info.event, timeZone);
      if (!item || !span) return info.revert();
      void queueMove(item.id, () => span, info.revert, item);
    },
    [queueMove, timeZone],
  );
  // Alt+arrows on a focused event (keyboard-moves.ts): each press starts from where the previous one
  // left the item. Focus stays on the event after it moved (focus-follows.ts carries it to the
  // event's new element).
  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLDivElement>) => {
      const itemId = (event.target as HTMLElement).closest<HTMLElement>('[data-item-id]')?.dataset.itemId;
      const press = { key: event.key, altKey: event.altKey, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
      if (!editable || !itemId || !isMoveKey(press)) return;
      event.preventDefault();
      void queueMove(itemId, (item) => keyboardMove(press, item, timeZone), () => undefined).then(() =>
        document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`)?.focus(),
      );
    },
    [editable, queueMove, timeZone],
  );
  const keys = useGridKeys({ calendar: calendarRef, wrapper: wrapperRef, view, date, timeZone, events, scrollTo: 7 * HOUR_MS, onCreate: editable ? onSelectRange : null });
  const { keyboardSelecting } = keys;
  // A selection by the mouse opens New item at once; the keyboard's opens it on Enter (use-grid-keys.ts).
  const select = useCallback(
    (info: { start: Date; end: Date }) => {
      if (!keyboardSelecting.current) onSelectRange(info.start.getTime(), info.end.getTime());
    },
    [onSelectRange, keyboardSelecting],
  );

  return (
    // `contents`: no box of its own, so the calendar still fills the frame.
    <div
      className="contents"
      onKeyDownCapture={keys.onKeyDownCapture}
      onKeyDown={(event) => {
        onKeyDown(event);
        if (!event.defaultPrevented) keys.onKeyDown(event);
      }}
      onFocus={(event) => {
        noteFocusIn(event.target);
        keys.onFocus(event);
      }}
      onBlur={(event) => {
        noteFocusOut(event.relatedTarget);
        keys.onBlur(event);
      }}
      ref={wrapperRef}
    >
      <FullCalendar
        ref={calendarRef}
        controller={controller}
        {...scheduleCalendarOptions}
        {...calendarTimeFormats[hourCycle]}
        initialView={fullCalendarViewOf[view]}
        initialDate={date}
        timeZone={timeZone}
        events={events}
        editable={editable}
        selectable={editable}
        eventContent={renderEventContent}
        eventDidMount={markEventElement}
        eventDrop={changed}
        eventResize={changed}
        eventClick={eventClick}
        select={select}
        eventMaxStack={eventMaxStack}
        slotMinHeight={slotHeight}
      />
      <EventPeek containerRef={wrapperRef} />
    </div>
  );
});
