'use client';

import FullCalendar, { useCalendarController, type EventClickInfo, type EventDisplayInfo, type EventDropInfo, type EventResizeDoneInfo } from '@fullcalendar/react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { fullCalendarViewOf, type ScheduleView } from '@/lib/schedule/calendar-view';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { scheduleCalendarOptions, SHORT_EVENT_MS } from './calendar-options';
import { EventContent } from './event-content';
import { itemTypeClasses, itemTypeColors, otherItemColors } from './item-labels';

import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './schedule-calendar.css';

export type ScheduleCalendarProps = {
  view: ScheduleView;
  date: string;
  timeZone: string;
  items: readonly ScheduleItem[];
  changedIds: ReadonlySet<string>;
  editable: boolean;
  onMove: (item: ScheduleItem, start: number, end: number, revert: () => void) => void;
  onSelectRange: (start: number, end: number) => void;
  onOpenItem: (itemId: string) => void;
};

function itemOf(event: { extendedProps: Record<string, unknown> }): ScheduleItem | undefined {
  return event.extendedProps.item as ScheduleItem | undefined;
}

function eventContent(info: EventDisplayInfo) {
  const item = itemOf(info.event);
  if (!item) return undefined;
  const compact = info.view.type === 'dayGridMonth' || item.end - item.start < SHORT_EVENT_MS || info.isShort;
  return <EventContent item={item} timeText={info.timeText} compact={compact} />;
}

function eventDidMount(info: EventDisplayInfo & { el: HTMLElement }) {
  info.el.setAttribute('data-item-id', info.event.id);
  const item = itemOf(info.event);
  if (item) info.el.setAttribute('data-item-type', item.type);
}

/**
 * FullCalendar, controlled by the schedule's URL state. Events carry data attributes (their
 * classes are hashed by FullCalendar v7) so tests and the benchmark can find them.
 */
export const ScheduleCalendar = memo(function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, date, timeZone, items, changedIds, editable, onMove, onSelectRange, onOpenItem } = props;
  const controller = useCalendarController();

  // Follow the URL; the first view and date are given as initial options, so nothing to do then.
  const shownView = useRef({ view, date });
  useEffect(() => {
    if (shownView.current.view === view && shownView.current.date === date) return;
    shownView.current = { view, date };
    controller.changeView(fullCalendarViewOf[view]);
    controller.gotoDate(date);
  }, [controller, view, date]);

  // Each event carries its item, so the handlers below need nothing else and stay stable.
  const events = useMemo(
    () =>
      items.map((item) => ({
        id: item.id,
        start: item.start,
        end: item.end,
        title: item.name ?? '',
        extendedProps: { item },
        ...(itemTypeColors[item.type] ?? otherItemColors),
        className: `${itemTypeClasses[item.type] ?? 'sd-event sd-event-other'}${changedIds.has(item.id) ? ' sd-event-changed' : ''}`,
      })),
    [items, changedIds],
  );

  const changed = useCallback(
    (info: EventDropInfo | EventResizeDoneInfo) => {
      const item = itemOf(info.event);
      const { start, end } = info.event;
      if (!item || !start || !end) return info.revert();
      onMove(item, start.getTime(), end.getTime(), info.revert);
    },
    [onMove],
  );
  const eventClick = useCallback((info: EventClickInfo) => onOpenItem(info.event.id), [onOpenItem]);
  const select = useCallback((info: { start: Date; end: Date }) => onSelectRange(info.start.getTime(), info.end.getTime()), [onSelectRange]);

  return (
    <FullCalendar
      controller={controller}
      {...scheduleCalendarOptions}
      initialView={fullCalendarViewOf[view]}
      initialDate={date}
      timeZone={timeZone}
      events={events}
      editable={editable}
      selectable={editable}
      eventContent={eventContent}
      eventDidMount={eventDidMount}
      eventDrop={changed}
      eventResize={changed}
      eventClick={eventClick}
      select={select}
    />
  );
});
