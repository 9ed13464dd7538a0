import FullCalendar from '@fullcalendar/react';
import { createRoot } from 'react-dom/client';
import { markEventElement, renderEventContent, toCalendarEvents } from '@/components/schedule/calendar-events';
import { scheduleCalendarOptions } from '@/components/schedule/calendar-options';
import { stackItems } from '@/lib/schedule/item-stacks';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

// The benchmark's baselines, bundled at run time by scripts/bench/baseline-page.ts: the same items
// in a bare FullCalendar, with no app around it (no server rendering, query cache, board or
// controller). Plugins, options, events (stacked as the dashboard stacks them), their content and
// data attributes are the dashboard calendar's own (components/schedule/calendar-events.tsx).
// The items come either over HTTP (`dataUrl`: the dashboard route's answer saved as a static file,
// its download started by a preload in the head, then cut to the shown week as the board does) or
// embedded in the HTML (`items`: no request at all).

type BenchConfig = { date: string; timeZone: string; shown: { start: number; end: number } } & ({ dataUrl: string } | { items: ScheduleItem[] });

const config = JSON.parse(document.getElementById('bench-data')?.textContent ?? 'null') as BenchConfig;
const ignore = () => undefined;

function BareCalendar({ items }: { items: ScheduleItem[] }) {
  return (
    <FullCalendar
      {...scheduleCalendarOptions}
      initialView="timeGridWeek"
      initialDate={config.date}
      timeZone={config.timeZone}
      events={toCalendarEvents(stackItems(items, new Set()), new Set(), config.timeZone, 'h23')}
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

async function itemsOf(c: BenchConfig): Promise<ScheduleItem[]> {
  if ('items' in c) return c.items;
  // Same mode as the preload (or the browser downloads it twice); no-store, as the route answers.
  const response = await fetch(c.dataUrl, { cache: 'no-store', headers: { accept: 'application/json' } });
  const read = fromWire((await response.json()) as ScheduleWire); // decoded as the dashboard does
  return read.items.filter((i) => i.end > c.shown.start && i.start < c.shown.end);
}

const frame = document.getElementById('frame');
if (frame) void itemsOf(config).then((items) => createRoot(frame).render(<BareCalendar items={items} />));
