import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import { MAX_ITEM_SPAN_MS } from '@/lib/schedule/item-span-limit';
import { fromWallTime } from './zoned-format';

// Start and end as a manager types them (wall-clock in a zone, or whole days), checked and turned
// into instants. The create dialog and the drawer's times form both use it, so a time skipped by
// the clocks or an end before the start reads the same everywhere; the action checks again.

export type WallSpan = { start: string; end: string; allDay?: boolean };

/** The first instant of a YYYY-MM-DD day in the zone (not always 00:00: some zones skip midnight). */
export function startOfDay(day: string, timeZone: string): number | null {
  try {
    return Temporal.PlainDate.from(day, { overflow: 'reject' }).toZonedDateTime(timeZone).epochMilliseconds;
  } catch {
    return null;
  }
}

export function nextDay(day: string): string {
  return Temporal.PlainDate.from(day).add({ days: 1 }).toString();
}

/** The span's instants; all-day spans run from the start of the first day to the end of the last. */
export function instantsOf(span: WallSpan, timeZone: string): { start: number | null; end: number | null } {
  if (span.allDay) {
    const start = startOfDay(span.start, timeZone);
    const end = startOfDay(span.end, timeZone) === null ? null : startOfDay(nextDay(span.end), timeZone);
    return { start, end };
  }
  return { start: fromWallTime(span.start, timeZone), end: fromWallTime(span.end, timeZone) };
}

/** Adds a message to the field at fault; none when the span is good. */
export function checkWallSpan(span: WallSpan, timeZone: string, ctx: z.RefinementCtx) {
  const { start, end } = instantsOf(span, timeZone);
  const bad = span.allDay ? 'Not a date' : 'This time does not exist in that time zone (the clocks change)';
  if (start === null) ctx.addIssue({ code: 'custom', path: ['start'], message: bad });
  if (end === null) ctx.addIssue({ code: 'custom', path: ['end'], message: bad });
  if (start === null || end === null) return;
  if (span.allDay && end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The last day must not be before the first' });
  else if (end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be after start' });
  else if (end === start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item cannot last zero minutes' });
  else if (end - start > MAX_ITEM_SPAN_MS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item can last at most a year' });
}

/** Whether an item fills whole days in the zone (how all-day time off is stored). */
export function isWholeDays(start: number, end: number, timeZone: string): boolean {
  const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  const s = zoned(start);
  const e = zoned(end);
  return end > start && s.startOfDay().epochMilliseconds === start && e.startOfDay().epochMilliseconds === end;
}

/** The inclusive last day of an all-day span that ends at `end` (the next day's start). */
export function lastDayOf(end: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(end).toZonedDateTimeISO(timeZone).toPlainDate().subtract({ days: 1 }).toString();
}

export function dayOf(ms: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}
