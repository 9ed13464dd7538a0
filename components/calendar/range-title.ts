import { shownRange, type ScheduleView } from '@/lib/schedule/calendar-view';

/** "23 – 29 Nov 2026", "Monday 23 Nov 2026", "November 2026": what the toolbar says is shown. */
export function rangeTitle(view: ScheduleView, date: string, timeZone: string): string {
  const fmt = (options: Intl.DateTimeFormatOptions, ms: number) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(ms);
  const noon = Date.parse(`${date}T12:00:00Z`);
  if (view === 'month') return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon);
  if (view === 'day') return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(noon);
  const { start, end } = shownRange(view, date, timeZone);
  const last = end - 1;
  const sameMonth = fmt({ month: 'short', year: 'numeric' }, start) === fmt({ month: 'short', year: 'numeric' }, last);
  return sameMonth
    ? `${fmt({ day: 'numeric' }, start)} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }, last)}`
    : `${fmt({ day: 'numeric', month: 'short' }, start)} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }, last)}`;
}
