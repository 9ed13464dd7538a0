import FullCalendar from '@fullcalendar/react';
import { createRoot } from 'react-dom/client';
import { markEventElement, renderEventContent, toCalendarEvents } from '@/components/calendar/calendar-events';
import { scheduleCalendarOptions } from '@/components/calendar/calendar-options';
import { stackItems } from '@/lib/schedule/item-stacks';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

// The benchmark's baseline, bundled at run time by scripts/bench/baseline-page.ts: the same items
// in a bare FullCalendar, with no app around it (no server rendering, query cache, board or
// controller). Plugins, options, events (stacked as the dashboard stacks them, or with `stacked`
// false one event per item), their content and data attributes are the dashboard calendar's own
// (components/calendar/calendar-events.tsx). The CSS is the dashboard's own built CSS.

type BenchData = { items: ScheduleItem[]; date: string; timeZone: string; stacked: boolean };

const data = JSON.parse(document.getElementById('bench-data')?.textContent ?? 'null') as BenchData;
const entries = data.stacked ? stackItems(data.items, new Set()) : data.items.map((item) => ({ kind: 'item' as const, item }));
const events = toCalendarEvents(entries, new Set(), data.timeZone);
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
      eventContent={renderEventContent}
      eventDidMount={markEventElement}
      eventDrop={(info) => info.revert()}
      eventResize={(info) => info.revert()}
      eventClick={ignore}
      select={ignore}
    />
  );
}

const frame = document.getElementById('frame');
if (frame) createRoot(frame).render(<BareCalendar />);
