import { z } from 'zod';
import { formatHours } from '@/lib/time/format-hours';

// The weekly hours threshold of an organization (Settings): the roster flags each person whose
// hours that week pass it. Typed as decimal hours ("40", "37.5", "37,5"), kept as whole minutes.

export const WEEKLY_HOURS_MIN = 1;
/** Every hour of a week: anything more could never be passed. */
export const WEEKLY_HOURS_MAX = 168;
const HOURS_TEXT = /^\d{1,3}([.,]\d{1,2})?$/;
const MINUTE_MS = 60_000;

/** An hours field: '' (or absent) is none; otherwise hours within the bounds, to the hundredth. */
export const optionalHoursField = (min: number, max: number, unit: string) =>
  z
    .string('Enter hours as a number such as 40 or 37.5, or leave it empty.')
    .trim()
    .optional()
    .refine((v) => !v || HOURS_TEXT.test(v), 'Enter hours as a number such as 40 or 37.5, or leave it empty.')
    .transform((v) => (v ? Number(v.replace(',', '.')) : null))
    .refine((h) => h === null || (h >= min && h <= max), `Between ${min} and ${max} ${unit}.`);

/** The weekly threshold's form field. */
export const weeklyHoursThresholdField = optionalHoursField(WEEKLY_HOURS_MIN, WEEKLY_HOURS_MAX, 'hours a week');

export const hoursToMinutes = (hours: number | null): number | null => (hours === null ? null : Math.round(hours * 60));
export const minutesToHours = (minutes: number | null): number | null => (minutes === null ? null : minutes / 60);

/** How a stored threshold is shown in the form: "37.5", or '' for none. */
export const thresholdText = (minutes: number | null): string => (minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100));

/** Whether a person's worked time that week passes the threshold (none set: never). */
export function isOverThreshold(workedMs: number, thresholdMinutes: number | null): boolean {
  return thresholdMinutes !== null && workedMs > thresholdMinutes * MINUTE_MS;
}

/** "40 h", "37 h 30": the threshold in the roster's own words. */
export const formatThreshold = (thresholdMinutes: number): string => formatHours(thresholdMinutes * MINUTE_MS);
