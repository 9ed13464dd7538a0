import { shownRange, type ScheduleView } from '@/lib/schedule/calendar-view';
import { zonedFormatter } from './zoned-format';

/** "23 – 29 Nov 2026", "Monday, 23 Nov 2026", "November 2026": what the toolbar says is shown. */
export function rangeTitle(view: ScheduleView, date: string, timeZone: string): string {
  const fmt = (options: Intl.DateTimeFormatOptions, ms: number) => zonedFormatter(timeZone, options).format(ms);
  const noon = Date.parse(`${date}T12:00:00Z`);
  if (view === 'month') return zonedFormatter('UTC', { month: 'long', year: 'numeric' }).format(noon);
  if (view === 'day') return zonedFormatter('UTC', { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' }).format(noon);
  const { start, end } = shownRange(view, date, timeZone);
  const last = end - 1;
  const sameMonth = fmt({ month: 'short', year: 'numeric' }, start) === fmt({ month: 'short', year: 'numeric' }, last);
  return sameMonth
    ? `${fmt({ day: 'numeric' }, start)} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }, last)}`
    : `${fmt({ day: 'numeric', month: 'short' }, start)} – ${fmt({ day: 'numeric', month: 'short', year: 'numeric' }, last)}`;
}
