import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import type { CalendarOptions } from '@fullcalendar/react';
import type { HourCycle } from '@/lib/time/hour-cycle';

// The schedule's FullCalendar options, in one place: the dashboard and the benchmark's bare
// baseline page both use them, so the comparison stays fair. A module constant also keeps their
// identity stable (FullCalendar redraws every event when an option changes identity).

/**
 * The hour grid's labels and FullCalendar's own event times in the user's hour cycle
 * (lib/time/hour-cycle.ts): "09:00", or "9am" / "9:30am" (FullCalendar's short form, as narrow
 * as the 24-hour labels). One constant object per cycle, so their identity stays stable.
 */
export const calendarTimeFormats = {
  h23: { eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false }, slotHeaderFormat: { hour: '2-digit', minute: '2-digit', hour12: false } },
  h12: { eventTimeFormat: { hour: 'numeric', minute: '2-digit', meridiem: 'short' }, slotHeaderFormat: { hour: 'numeric', minute: '2-digit', omitZeroMinute: true, meridiem: 'short' } },
} as const satisfies Record<HourCycle, CalendarOptions>;

export const scheduleCalendarOptions: CalendarOptions = {
  plugins: [timeGridPlugin, dayGridPlugin, listPlugin, interactionPlugin, classicTheme],
  firstDay: 1,
  headerToolbar: false,
  height: '100%',
  nowIndicator: true,
  scrollTime: '07:00:00',
  slotDuration: '00:30:00',
  // Overlapping events side by side, each its own share of the column (not drawn over each
  // other); how many fit is set by the column's width (event-width.ts).
  slotEventOverlap: false,
  dayMaxEvents: 4,
  // The "+N" of an overlap too many to show side by side opens a popover listing them.
  // Its name begins with what it shows ("+4"), as axe's label-content-name-mismatch asks.
  moreLinkHint: (count: number) => `Show ${count} more item${count === 1 ? '' : 's'} here`,
  moreLinkDidMount: (info) => {
    info.el.setAttribute('data-more-link', '');
    info.el.setAttribute('aria-label', `+${info.num} more item${info.num === 1 ? '' : 's'} here`);
  },
  selectMirror: true,
  // A press that wanders a few pixels is a click, not a move (FullCalendar's default is 5 px);
  // on touch, a drag starts only after a long press.
  eventDragMinDistance: 12,
  eventLongPressDelay: 500,
  // The grids' events show a time text of our own (renderEventContent in calendar-events.tsx); the list keeps its time column.
  views: {
    timeGrid: { displayEventTime: false, slotEventOverlap: false },
    dayGrid: { displayEventTime: false },
    // The list's seven days start on its date (lib/schedule/calendar-view.ts's shownRange says the same).
    listSevenDays: { type: 'list', duration: { days: 7 }, dateAlignment: 'day' },
  },
};

/** Events shorter than this show one compact line. */
export const SHORT_EVENT_MS = 50 * 60_000;
