import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { availabilitySchema, type Availability, type IsoWeekday } from '@/lib/availability';

// The form's values are what the inputs hold (text, and days as "1"…"7"); they become an
// Availability only through the same schema the action parses, so a problem is named next to the
// field it is about in the browser and from the server alike.

export type AvailabilityValues = {
  unavailable: { weekday: string; from: string; to: string; overnight: boolean }[];
  preferredDays: string[];
  avoidedDays: string[];
  /** Usual start times, "07:00, 15:00". */
  starts: string;
  targetHours: string;
  maxHours: string;
};

const hoursText = (h: number | null) => (h === null ? '' : String(h));
const hoursOf = (text: string) => (text.trim() === '' ? null : Number(text));
const days = (list: readonly IsoWeekday[]) => list.map(String);

export function toValues(a: Availability): AvailabilityValues {
  return {
    unavailable: a.unavailable.map((w) => ({ ...w, weekday: String(w.weekday) })),
    preferredDays: days(a.preferredDays),
    avoidedDays: days(a.avoidedDays),
    starts: a.preferredStarts.join(', '),
    targetHours: hoursText(a.targetHours),
    maxHours: hoursText(a.maxHours),
  };
}

/** What the values say, not yet checked. */
export function fromValues(v: AvailabilityValues): unknown {
  return {
    unavailable: v.unavailable.map((w) => ({ ...w, weekday: Number(w.weekday) })),
    preferredDays: v.preferredDays.map(Number).sort(),
    avoidedDays: v.avoidedDays.map(Number).sort(),
    preferredStarts: v.starts.split(/[,\s]+/).filter(Boolean),
    targetHours: hoursOf(v.targetHours),
    maxHours: hoursOf(v.maxHours),
  };
}

/** The form field a schema path is about ("preferredStarts.1" is the starts field). */
export const formPath = (path: string): string => (path.startsWith('preferredStarts') ? 'starts' : path);

function put(errors: Record<string, unknown>, path: string, error: FieldError) {
  const keys = path.split('.');
  let at = errors;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] ??= error;
}

export const availabilityResolver: Resolver<AvailabilityValues, unknown, Availability> = async (values) => {
  const parsed = availabilitySchema.safeParse(fromValues(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) put(errors, formPath(issue.path.map(String).join('.')) || 'root', { type: 'validate', message: issue.message });
  return { values: {}, errors: errors as FieldErrors<AvailabilityValues> };
};
