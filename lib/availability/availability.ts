import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { WEEKDAYS } from '@/lib/time/day-words';

// A person's availability and preferences: Shiftdesk's own (the service has none), kept per
// organization and person (lib/availability/server/availability-store.ts), read by the staffing
// picker's warnings and handed to the auto-fill solver as plain data.

/** ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A recurring weekly window, wall clock in the organization's zone: from `from` on `weekday` to
 * `to` the same day, or the next day when `overnight` (22:00 → 06:00). "24:00" ends at midnight.
 */
export type WeeklyWindow = { weekday: IsoWeekday; from: string; to: string; overnight: boolean };

export type Availability = {
  unavailable: WeeklyWindow[];
  preferredDays: IsoWeekday[];
  avoidedDays: IsoWeekday[];
  /** Usual start times ("07:00"), wall clock in the organization's zone. */
  preferredStarts: string[];
  targetHours: number | null;
  maxHours: number | null;
};

/** What the auto-fill solver needs of a person (plain data; positions are position ids). */
export type PlanningPerson = Availability & { userId: string; positions: string[] };

export const NO_AVAILABILITY: Availability = { unavailable: [], preferredDays: [], avoidedDays: [], preferredStarts: [], targetHours: null, maxHours: null };

export const HOURS_IN_WEEK = 168;
export const MAX_WINDOWS = 28;
const MAX_STARTS = 6;

export const weekdayName = (day: IsoWeekday): string => WEEKDAYS[day - 1] ?? '';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockMessage = 'A time like 09:00';
const clockSchema = z.string({ message: clockMessage }).regex(CLOCK, clockMessage);
const endSchema = z.string({ message: clockMessage }).refine((t) => CLOCK.test(t) || t === '24:00', clockMessage);
const weekdaySchema = z
  .number({ message: 'A day of the week' })
  .int('A day of the week')
  .min(1, 'A day of the week')
  .max(7, 'A day of the week')
  .transform((d) => d as IsoWeekday);

/** Minutes since midnight of "HH:MM" (or "24:00"). */
export const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const windowSchema = z
  .object({ weekday: weekdaySchema, from: clockSchema, to: endSchema, overnight: z.boolean() })
  .superRefine((w, ctx) => {
    if (w.overnight && (w.to === '24:00' || minutesOf(w.to) > minutesOf(w.from)))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Overnight: ends next day at or before its start time' });
    if (!w.overnight && minutesOf(w.to) <= minutesOf(w.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Ends after it starts, or tick “Ends next day”' });
  });

/** A window's place in the week, in minutes from Monday 00:00 (may pass the week's end). */
export function weekMinutes(w: WeeklyWindow): { start: number; end: number } {
  const start = (w.weekday - 1) * 24 * 60 + minutesOf(w.from);
  const length = (w.overnight ? 24 * 60 : 0) + minutesOf(w.to) - minutesOf(w.from);
  return { start, end: start + length };
}

const WEEK_MINUTES = 7 * 24 * 60;
/** Whether two windows share time in a repeating week (Sunday night's window meets Monday morning). */
function windowsOverlap(a: WeeklyWindow, b: WeeklyWindow): boolean {
  const x = weekMinutes(a);
  const y = weekMinutes(b);
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => x.start < y.end + shift && y.start + shift < x.end);
}

export const windowWords = (w: WeeklyWindow): string => `${weekdayName(w.weekday)} ${w.from}–${w.to}${w.overnight ? ' next day' : ''}`;

const hoursMessage = `Hours from 0 to ${HOURS_IN_WEEK}`;
const hoursSchema = z.number({ message: hoursMessage }).min(0, hoursMessage).max(HOURS_IN_WEEK, hoursMessage).nullable();
const daysSchema = z.array(weekdaySchema).max(7).refine((days) => new Set(days).size === days.length, 'Each day once');

/** The form's values and the action's input: each problem next to its field. */
export const availabilitySchema = z
  .object({
    unavailable: z.array(windowSchema).max(MAX_WINDOWS, `At most ${MAX_WINDOWS} windows`),
    preferredDays: daysSchema,
    avoidedDays: daysSchema,
    preferredStarts: z.array(clockSchema).max(MAX_STARTS, `At most ${MAX_STARTS} start times`),
    targetHours: hoursSchema,
    maxHours: hoursSchema,
  })
  .superRefine((a, ctx) => {
    a.unavailable.forEach((w, i) => {
      const earlier = a.unavailable.slice(0, i).find((other) => windowsOverlap(other, w));
      if (earlier) ctx.addIssue({ code: 'custom', path: ['unavailable', i, 'from'], message: `Overlaps ${windowWords(earlier)}` });
    });
    const both = a.avoidedDays.filter((d) => a.preferredDays.includes(d));
    if (both.length > 0) ctx.addIssue({ code: 'custom', path: ['avoidedDays'], message: `Preferred and avoided: ${both.map(weekdayName).join(', ')}` });
    if (a.targetHours !== null && a.maxHours !== null && a.targetHours > a.maxHours)
      ctx.addIssue({ code: 'custom', path: ['targetHours'], message: 'Target at most the maximum' });
  });

/** The action's input: one person of one organization, and what to keep for them. */
export const setAvailabilityInputSchema = z.object({ organizationId: int64IdSchema, userId: int64IdSchema, availability: availabilitySchema });
export type SetAvailabilityInput = z.input<typeof setAvailabilityInputSchema>;

export const personInputSchema = z.object({ organizationId: int64IdSchema, userId: int64IdSchema });

/** Only what changed, before and after (for the audit row). */
export function availabilityChanges(before: Availability, after: Availability): { before: Partial<Availability>; after: Partial<Availability> } {
  const keys = (Object.keys(after) as (keyof Availability)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** User id -> availability, for the people who have one (the rest: NO_AVAILABILITY). */
export type AvailabilityByUser = Readonly<Record<string, Availability>>;
export const availabilityOfUser = (all: AvailabilityByUser | undefined, userId: string): Availability => all?.[userId] ?? NO_AVAILABILITY;
