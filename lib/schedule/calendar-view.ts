import { Temporal } from 'temporal-polyfill';
import { isIanaTimeZone } from '@/lib/contract/iana-time-zone';

// No zod here: this runs in the browser on every view change, and the calendar's bundle is kept small.

// The schedule's view state, kept in the URL so a link reopens the same view: which view, which
// date, in which display time zone, with which filters. The server and the browser derive the
// visible range from it with the same function, so the first read prefetched on the server is the
// one the browser asks for.

export const scheduleViews = ['week', 'day', 'month', 'list'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export const fullCalendarViewOf: Record<ScheduleView, string> = {
  week: 'timeGridWeek',
  day: 'timeGridDay',
  month: 'dayGridMonth',
  // Seven days from the date, not from Monday: the list opens at today (calendar-options.ts).
  list: 'listSevenDays',
};

export const itemTypeFilters = ['MULTI_ASSIGNEE_SHIFT', 'TIME_OFF', 'MEETING'] as const;
export type ItemTypeFilter = (typeof itemTypeFilters)[number];

export type ScheduleViewState = {
  view: ScheduleView;
  /** YYYY-MM-DD in the display zone. */
  date: string;
  /** The display zone; null until the browser supplies its own (no organization zone set). */
  timeZone: string | null;
  types: ItemTypeFilter[];
  /** Only items this user is a member of. */
  memberId: string | null;
  /** Only shifts nobody holds yet (lib/schedule/open-shifts). */
  openOnly: boolean;
};

/** Items are listed by start; the server reads this much earlier too, so leave or night shifts that began before the view still show. */
export const LOOKBACK_DAYS = 7;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function todayIn(timeZone: string): string {
  return Temporal.Now.plainDateISO(timeZone).toString();
}

/** Reads the URL's search params; anything missing or malformed falls back to a default. */
export function parseViewState(params: Record<string, string | string[] | undefined>, fallbackZone: string | null): ScheduleViewState {
  const viewParam = first(params.view);
  const view: ScheduleView = (scheduleViews as readonly string[]).includes(viewParam ?? '') ? (viewParam as ScheduleView) : 'week';
  const tzParam = first(params.tz);
  const timeZone = tzParam && isIanaTimeZone(tzParam) ? tzParam : fallbackZone;
  const dateParam = first(params.date);
  let date = timeZone ? todayIn(timeZone) : new Date().toISOString().slice(0, 10);
  if (dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam)) {
    try {
      date = Temporal.PlainDate.from(dateParam, { overflow: 'reject' }).toString();
    } catch {
      // keep today
    }
  }
  const types = (first(params.types) ?? '').split(',').filter((t): t is ItemTypeFilter => (itemTypeFilters as readonly string[]).includes(t));
  const member = first(params.member);
  return { view, date, timeZone, types: types.length > 0 ? types : [...itemTypeFilters], memberId: member && /^\d{1,19}$/.test(member) ? member : null, openOnly: first(params.open) === '1' };
}

/** The search params of a view state, leaving defaults out so links stay short. */
export function viewStateQuery(state: ScheduleViewState): string {
  const params = new URLSearchParams();
  params.set('view', state.view);
  params.set('date', state.date);
  if (state.timeZone) params.set('tz', state.timeZone);
  if (state.types.length < itemTypeFilters.length) params.set('types', state.types.join(','));
  if (state.memberId) params.set('member', state.memberId);
  if (state.openOnly) params.set('open', '1');
  return params.toString();
}

/** The first day shown: weeks start on Monday, a month view shows six whole weeks. */
function firstShownDay(view: ScheduleView, date: Temporal.PlainDate): { start: Temporal.PlainDate; days: number } {
  if (view === 'day') return { start: date, days: 1 };
  // The list runs seven days from its date: opened at today it starts today, not on a past Monday.
  if (view === 'list') return { start: date, days: 7 };
  if (view === 'month') {
    const firstOfMonth = date.with({ day: 1 });
    return { start: firstOfMonth.subtract({ days: firstOfMonth.dayOfWeek - 1 }), days: 42 };
  }
  return { start: date.subtract({ days: date.dayOfWeek - 1 }), days: 7 };
}

/** The instants the view shows: [start, end) in epoch ms, computed in the display zone (DST-aware). */
export function shownRange(view: ScheduleView, date: string, timeZone: string): { start: number; end: number } {
  const { start, days } = firstShownDay(view, Temporal.PlainDate.from(date));
  const at = (d: Temporal.PlainDate) => d.toZonedDateTime({ timeZone }).epochMilliseconds;
  return { start: at(start), end: at(start.add({ days })) };
}

/**
 * What the browser asks for: the view's instants, both ends inclusive. The server also reads
 * LOOKBACK_DAYS further back (items are listed by start) and keeps those still running at `from`.
 */
export function visibleRange(view: ScheduleView, date: string, timeZone: string): { from: number; to: number } {
  const { start, end } = shownRange(view, date, timeZone);
  return { from: start, to: end - 1 };
}

/** The date the previous or next page of the view starts on. */
export function stepDate(view: ScheduleView, date: string, direction: -1 | 1): string {
  const d = Temporal.PlainDate.from(date);
  if (view === 'day') return d.add({ days: direction }).toString();
  if (view === 'month') return d.with({ day: 1 }).add({ months: direction }).toString();
  return d.add({ weeks: direction }).toString();
}
