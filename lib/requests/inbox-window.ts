import { z } from 'zod';
import { addDays, daysBetween, isoWeekOf, isPlainDate, startOfDay } from '@/lib/time/zoned-days';

// Which requests the inbox shows: those on items starting between two calendar days (both
// included) in the organization's zone. The days live in the URL (?from=&to=), so a link reopens
// the same inbox; the default is the next 14 days from today.

export const DEFAULT_INBOX_DAYS = 14;
/** The longest window one inbox read may cover, in days. */
export const MAX_INBOX_DAYS = 62;
/** Items that began this long before a week or a request are read too: a long leave still shows. */
export const LOOKBACK_DAYS = 31;
/** And this long after the last week: a request that runs past Sunday still sees what overlaps its end. */
export const LOOKAHEAD_DAYS = 7;


/** Both days included, YYYY-MM-DD in the organization's zone. */
import type { InboxWindow } from './request-urls';
import { DAY_MS } from '@/lib/time/units';

export type { InboxWindow };

const dayParam = z.string().refine(isPlainDate, 'is not a date (YYYY-MM-DD)');

/** The strict form, for the GET route: both days given, in order, at most MAX_INBOX_DAYS. */
export const inboxWindowSchema = z.object({ from: dayParam, to: dayParam }).superRefine((w, ctx) => {
  // zod runs this even when a day failed above: judge the span only between two real days.
  if (!isPlainDate(w.from) || !isPlainDate(w.to)) return;
  const span = daysBetween(w.from, w.to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  if (span >= MAX_INBOX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_INBOX_DAYS} days from from, counting both` });
});

export function defaultWindow(today: string): InboxWindow {
  return { from: today, to: addDays(today, DEFAULT_INBOX_DAYS - 1) };
}

export type ParsedWindow = { window: InboxWindow; problem: string | null };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The page's reading of ?from=&to=: never throws. A missing `from` is today, a missing `to` is
 * 14 days on; a bad date or reversed range falls back to the default, a too-long one is cut to
 * MAX_INBOX_DAYS; each with a `problem` to tell the user.
 */
export function parseInboxWindow(raw: Record<string, string | string[] | undefined>, today: string): ParsedWindow {
  const fromText = first(raw.from);
  const toText = first(raw.to);
  if (fromText !== undefined && !isPlainDate(fromText)) return { window: defaultWindow(today), problem: `“${shorten(fromText)}” is not a date (YYYY-MM-DD); showing the next ${DEFAULT_INBOX_DAYS} days.` };
  const from = fromText ?? today;
  if (toText !== undefined && !isPlainDate(toText)) return { window: defaultWindow(from), problem: `“${shorten(toText)}” is not a date (YYYY-MM-DD); showing ${DEFAULT_INBOX_DAYS} days from ${from}.` };
  const to = toText ?? addDays(from, DEFAULT_INBOX_DAYS - 1);
  if (daysBetween(from, to) < 0) return { window: defaultWindow(from), problem: `The end (${to}) was before the start; showing ${DEFAULT_INBOX_DAYS} days from ${from}.` };
  if (daysBetween(from, to) >= MAX_INBOX_DAYS) {
    return { window: { from, to: addDays(from, MAX_INBOX_DAYS - 1) }, problem: `The inbox shows at most ${MAX_INBOX_DAYS} days at a time; the range was cut to end on ${addDays(from, MAX_INBOX_DAYS - 1)}.` };
  }
  return { window: { from, to }, problem: null };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The instants of a window: [start, end), from the first day's midnight to the midnight after the last. */
export function windowInstants(window: InboxWindow, timeZone: string): { start: number; end: number } {
  return { start: startOfDay(window.from, timeZone), end: startOfDay(addDays(window.to, 1), timeZone) };
}

/**
 * What to read for warnings about people working in [span.start, span.end): from LOOKBACK_DAYS
 * before the Monday of the first week (items that began earlier and still overlap, the whole
 * first week), to LOOKAHEAD_DAYS after the Sunday of the last week.
 */
export function warningReadRange(span: { start: number; end: number }, timeZone: string): { from: number; to: number } {
  const firstWeek = isoWeekOf(span.start, timeZone);
  const lastWeek = isoWeekOf(Math.max(span.start, span.end - 1), timeZone);
  return { from: Math.max(0, firstWeek.start - LOOKBACK_DAYS * DAY_MS), to: lastWeek.end + LOOKAHEAD_DAYS * DAY_MS - 1 };
}
