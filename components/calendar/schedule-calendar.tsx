'use client';

import FullCalendar, { useCalendarController, type EventDropInfo, type EventResizeDoneInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import { memo, useEffect, useMemo } from 'react';
import { fullCalendarViewOf, type ScheduleView } from '@/lib/schedule/calendar-view';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { EventContent } from './event-content';
import { itemTypeClasses, itemTypeColors, otherItemColors } from './item-labels';

import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './schedule-calendar.css';

const plugins = [timeGridPlugin, dayGridPlugin, listPlugin, interactionPlugin, classicTheme];
const SHORT_MS = 50 * 60_000;

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

/**
 * FullCalendar, controlled by the schedule's URL state. Events carry data attributes (their
 * classes are hashed by FullCalendar v7) so tests and the benchmark can find them.
 */
export const ScheduleCalendar = memo(function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { view, date, timeZone, items, changedIds, editable, onMove, onSelectRange, onOpenItem } = props;
  const controller = useCalendarController();
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);

  useEffect(() => {
    controller.changeView(fullCalendarViewOf[view]);
    controller.gotoDate(date);
  }, [controller, view, date]);

  const events = useMemo(
    () =>
      items.map((item) => ({
        id: item.id,
        start: item.start,
        end: item.end,
        title: item.name ?? '',
        ...(itemTypeColors[item.type] ?? otherItemColors),
        className: `${itemTypeClasses[item.type] ?? 'sd-event sd-event-other'}${changedIds.has(item.id) ? ' sd-event-changed' : ''}`,
      })),
    [items, changedIds],
  );

  const changed = (info: EventDropInfo | EventResizeDoneInfo) => {
    const item = byId.get(info.event.id);
    const { start, end } = info.event;
    if (!item || !start || !end) return info.revert();
    onMove(item, start.getTime(), end.getTime(), info.revert);
  };

  return (
    <FullCalendar
      controller={controller}
      plugins={plugins}
      initialView={fullCalendarViewOf[view]}
      initialDate={date}
      timeZone={timeZone}
      firstDay={1}
      headerToolbar={false}
      height="100%"
      nowIndicator
      scrollTime="07:00:00"
      slotDuration="00:30:00"
      eventMaxStack={4}
      dayMaxEvents={4}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      events={events}
      editable={editable}
      selectable={editable}
      selectMirror
      eventContent={(info) => {
        const item = byId.get(info.event.id);
        if (!item) return undefined;
        const compact = view === 'month' || item.end - item.start < SHORT_MS || info.isShort;
        return <EventContent item={item} timeText={info.timeText} compact={compact} />;
      }}
      eventDidMount={(info) => {
        const item = byId.get(info.event.id);
        info.el.setAttribute('data-item-id', info.event.id);
        if (item) info.el.setAttribute('data-item-type', item.type);
        info.el.setAttribute('data-changed', String(changedIds.has(info.event.id)));
      }}
      eventDrop={changed}
      eventResize={changed}
      eventClick={(info) => onOpenItem(info.event.id)}
      select={(info) => onSelectRange(info.start.getTime(), info.end.getTime())}
    />
  );
});
