import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ITEM_NAME_MAX } from '@/lib/contract/calendar-item';
import { int64IdSchema } from '@/lib/contract/ids';

// A week template: a saved week (or chosen items of it), with or without its people, applied to any
// week as the source of a copy (lib/copy/server/copy-start.ts). Its items keep wall-clock times on a
// day of the week, so a shift at 07:00 lands at 07:00 in any week, across DST.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date' });

export const weekTemplateNameSchema = z.string({ message: 'Enter a name' }).trim().min(1, 'Enter a name').max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`);

export const saveWeekTemplateInputSchema = z.object({
  organizationId: int64IdSchema,
  name: weekTemplateNameSchema,
  /** The first day of the week saved (a Monday), in the organization's zone. */
  weekDate: isoDate,
  withPeople: z.boolean(),
  /** Only these items of the week; absent: all of them. */
  itemIds: z.array(int64IdSchema).min(1, { message: 'Choose at least one item' }).max(2_000).optional(),
});
export type SaveWeekTemplateInput = z.output<typeof saveWeekTemplateInputSchema>;

export const removeWeekTemplateInputSchema = z.object({ organizationId: int64IdSchema, templateId: z.uuid('Must be an id') });

export type WeekTemplateItem = {
  id: string;
  dayOffset: number;
  endDays: number;
  startTime: string;
  endTime: string;
  type: string;
  name: string | null;
  notes: string | null;
  muteAssignmentNotifications: boolean;
  needs: number;
  /** The position the item requires (positions are Shiftdesk's own), or null. */
  positionId: string | null;
  people: { userId: string; name: string }[];
};
export type WeekTemplate = { id: string; name: string; withPeople: boolean; itemCount: number };

/** Names are unique per organization whatever their case. */
export const weekTemplateNameKey = (name: string): string => name.trim().toLocaleLowerCase('en');

/** The Monday of a date's week: a template is saved from a week's first day, whichever day was picked. */
export const mondayOf = (date: string): string => {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: day.dayOfWeek - 1 }).toString();
};

/** [from, to) of the week starting `weekDate` in `timeZone`. */
export function weekRange(weekDate: string, timeZone: string): { from: number; to: number } {
  const start = Temporal.PlainDate.from(weekDate);
  const at = (d: Temporal.PlainDate) => d.toZonedDateTime({ timeZone }).epochMilliseconds;
  return { from: at(start), to: at(start.add({ days: 7 })) };
}

const clock = (t: Temporal.ZonedDateTime) => t.toPlainTime().toString({ smallestUnit: 'minute' });

/** An item's place in the week starting `weekDate`: its day, the days to its end, its wall-clock times. Null when it does not start in that week. */
export function placeInWeek(item: { start: number; end: number }, weekDate: string, timeZone: string): Pick<WeekTemplateItem, 'dayOffset' | 'endDays' | 'startTime' | 'endTime'> | null {
  const week = Temporal.PlainDate.from(weekDate);
  const start = Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.fromEpochMilliseconds(item.end).toZonedDateTimeISO(timeZone);
  const dayOffset = week.until(start.toPlainDate(), { largestUnit: 'days' }).days;
  if (dayOffset < 0 || dayOffset > 6) return null;
  return { dayOffset, endDays: start.toPlainDate().until(end.toPlainDate(), { largestUnit: 'days' }).days, startTime: clock(start), endTime: clock(end) };
}

/**
 * The instants a template item means in the week starting `weekDate`: the same wall-clock times on
 * the same day of the week (07:00 stays 07:00 across DST). A time the clocks skip is read as the
 * zone does by default ("compatible": an hour later).
 */
export function spanInWeek(item: Pick<WeekTemplateItem, 'dayOffset' | 'endDays' | 'startTime' | 'endTime'>, weekDate: string, timeZone: string): { start: number; end: number } {
  const day = Temporal.PlainDate.from(weekDate).add({ days: item.dayOffset });
  const at = (d: Temporal.PlainDate, time: string) => d.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
  return { start: at(day, item.startTime), end: at(day.add({ days: item.endDays }), item.endTime) };
}
