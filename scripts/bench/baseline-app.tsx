import FullCalendar from '@fullcalendar/react';
import { createRoot } from 'react-dom/client';
import { scheduleCalendarOptions, SHORT_EVENT_MS } from '@/components/calendar/calendar-options';
import { EventContent } from '@/components/calendar/event-content';
import { itemTypeClasses, itemTypeColors, otherItemColors } from '@/components/calendar/item-labels';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

// The benchmark's baseline, bundled at run time by scripts/bench/baseline-page.ts: the same items
// in a bare FullCalendar, with no app around it (no server rendering, query cache, board or
// controller). Plugins, options, event colours and classes, event content and the data attributes
// are those of components/calendar/schedule-calendar.tsx (week view, a manager who may edit);
// keep them in step with it. The theme CSS is the dashboard's own built CSS (see baseline-page.ts).

type BenchData = { items: ScheduleItem[]; date: string; timeZone: string };

const data = JSON.parse(document.getElementById('bench-data')?.textContent ?? 'null') as BenchData;
const byId = new Map(data.items.map((i) => [i.id, i]));
const events = data.items.map((item) => ({
  id: item.id,
  start: item.start,
  end: item.end,
  title: item.name ?? '',
  ...(itemTypeColors[item.type] ?? otherItemColors),
  className: itemTypeClasses[item.type] ?? 'sd-event sd-event-other',
}));
const ignore = () => undefined;

function BareCalendar() {
  return (
    <FullCalendar
      {...scheduleCalendarOptions}
      initialView="timeGridWeek"
      initialDate={data.date}
      timeZone={data.timeZone}
      events={events}
      editable
      selectable
      eventContent={(info) => {
        const item = byId.get(info.event.id);
        if (!item) return undefined;
        const compact = item.end - item.start < SHORT_EVENT_MS || info.isShort;
        return <EventContent item={item} timeText={info.timeText} compact={compact} />;
      }}
      eventDidMount={(info) => {
        const item = byId.get(info.event.id);
        info.el.setAttribute('data-item-id', info.event.id);
        if (item) info.el.setAttribute('data-item-type', item.type);
        info.el.setAttribute('data-changed', 'false');
      }}
      eventDrop={(info) => info.revert()}
      eventResize={(info) => info.revert()}
      eventClick={ignore}
      select={ignore}
    />
  );
}

const frame = document.getElementById('frame');
if (frame) createRoot(frame).render(<BareCalendar />);
