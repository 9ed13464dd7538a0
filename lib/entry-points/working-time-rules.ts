import { z } from 'zod';
import { hoursToMinutes, optionalHoursField, thresholdText } from './hours-threshold';

// An organization's working-time rules (Settings), each optional. Lengths are kept as whole
// minutes, counts as whole numbers; null is "no such rule". The weekly maximum is the organization's
// weekly hours threshold (hours-threshold.ts), stored in its own column since before these rules.

export type WorkingTimeRules = {
  /** Least rest between two shifts of one person. */
  minRestMinutes: number | null;
  /** Longest one shift may be. */
  maxShiftMinutes: number | null;
  /** Most a person works in one day of the organization's zone. */
  maxDayMinutes: number | null;
  /** Most a person works in one ISO week of the zone (the weekly hours threshold). */
  maxWeekMinutes: number | null;
  /** Most days in a row with a shift starting on them. */
  maxConsecutiveDays: number | null;
  /** Most shifts starting on one day. */
  maxShiftsPerDay: number | null;
};

export const NO_WORKING_TIME_RULES: WorkingTimeRules = { minRestMinutes: null, maxShiftMinutes: null, maxDayMinutes: null, maxWeekMinutes: null, maxConsecutiveDays: null, maxShiftsPerDay: null };

/** The rules stored beside the weekly threshold (the organization entry's `working_time_rules`). */
export type StoredWorkingTimeRules = Omit<WorkingTimeRules, 'maxWeekMinutes'>;

/** The longest run of days a rule may allow: what the server reads around a shift is sized by it. */
export const MAX_CONSECUTIVE_DAYS = 14;
export const MAX_SHIFTS_PER_DAY = 24;
const REST_HOURS_MAX = 48;
const DAY_HOURS_MAX = 24;

const minutes = (max: number) => z.number().int().min(1).max(max).nullable().catch(null);
const count = (max: number) => z.number().int().min(1).max(max).nullable().catch(null);

/** Read tolerantly: a rule the column does not hold, or holds out of bounds, is no rule. */
export const storedWorkingTimeRulesSchema = z
  .object({
    minRestMinutes: minutes(REST_HOURS_MAX * 60).default(null),
    maxShiftMinutes: minutes(DAY_HOURS_MAX * 60).default(null),
    maxDayMinutes: minutes(DAY_HOURS_MAX * 60).default(null),
    maxConsecutiveDays: count(MAX_CONSECUTIVE_DAYS).default(null),
    maxShiftsPerDay: count(MAX_SHIFTS_PER_DAY).default(null),
  })
  .catch({ minRestMinutes: null, maxShiftMinutes: null, maxDayMinutes: null, maxConsecutiveDays: null, maxShiftsPerDay: null });

/** Whether any rule is set: with none, nothing needs judging (or reading around). */
export const hasAnyRule = (rules: WorkingTimeRules): boolean => Object.values(rules).some((limit) => limit !== null);

/** The whole rule set of an organization, from its entry's two columns. */
export function workingTimeRulesOf(entry: { weeklyHoursThresholdMinutes: number | null; workingTimeRules: unknown } | null): WorkingTimeRules {
  if (!entry) return NO_WORKING_TIME_RULES;
  return { ...storedWorkingTimeRulesSchema.parse(entry.workingTimeRules ?? {}), maxWeekMinutes: entry.weeklyHoursThresholdMinutes };
}

const COUNT_TEXT = /^\d{1,2}$/;
const optionalCount = (max: number, unit: string) =>
  z
    .string('Enter a whole number, or leave it empty.')
    .trim()
    .optional()
    .refine((v) => !v || COUNT_TEXT.test(v), 'Enter a whole number, or leave it empty.')
    .transform((v) => (v ? Number(v) : null))
    .refine((n) => n === null || (n >= 1 && n <= max), `Between 1 and ${max} ${unit}.`);

/** The Settings form's fields (text as typed; '' is no rule), beside the weekly hours threshold. */
export const workingTimeRuleFields = {
  minRestHours: optionalHoursField(1, REST_HOURS_MAX, 'hours'),
  maxShiftHours: optionalHoursField(1, DAY_HOURS_MAX, 'hours'),
  maxDayHours: optionalHoursField(1, DAY_HOURS_MAX, 'hours'),
  maxConsecutiveDays: optionalCount(MAX_CONSECUTIVE_DAYS, 'days'),
  maxShiftsPerDay: optionalCount(MAX_SHIFTS_PER_DAY, 'shifts'),
};
export type WorkingTimeRuleValues = { minRestHours: number | null; maxShiftHours: number | null; maxDayHours: number | null; maxConsecutiveDays: number | null; maxShiftsPerDay: number | null };

/** The form's values as stored. */
export const storedRulesOf = (v: WorkingTimeRuleValues): StoredWorkingTimeRules => ({
  minRestMinutes: hoursToMinutes(v.minRestHours),
  maxShiftMinutes: hoursToMinutes(v.maxShiftHours),
  maxDayMinutes: hoursToMinutes(v.maxDayHours),
  maxConsecutiveDays: v.maxConsecutiveDays,
  maxShiftsPerDay: v.maxShiftsPerDay,
});

/** Stored rules as the form shows them. */
export function ruleFieldTexts(stored: unknown): Record<keyof typeof workingTimeRuleFields, string> {
  const r = storedWorkingTimeRulesSchema.parse(stored ?? {});
  return { minRestHours: thresholdText(r.minRestMinutes), maxShiftHours: thresholdText(r.maxShiftMinutes), maxDayHours: thresholdText(r.maxDayMinutes), maxConsecutiveDays: r.maxConsecutiveDays === null ? '' : String(r.maxConsecutiveDays), maxShiftsPerDay: r.maxShiftsPerDay === null ? '' : String(r.maxShiftsPerDay) };
}
