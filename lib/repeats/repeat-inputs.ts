import { z } from 'zod';
import { ITEM_NAME_MAX, ITEM_NOTES_MAX } from '@/lib/contract/calendar-item';
import { int64IdSchema } from '@/lib/contract/ids';
import { DEFAULT_NEEDS, needsSchema } from '@/lib/schedule';
import { isPlainDate } from '@/lib/time/zoned-days';
import { ruleBreakReasonField } from '@/lib/working-time';
import { repeatRuleSchema } from './repeat-rule';

// The inputs of the repeat actions (lib/repeats/actions.ts): the same schemas resolve the repeat
// editor's form and the "this one / this and following / all" dialog, so each refusal lands next
// to its field.

export const REPEAT_PEOPLE_MAX = 20;
export const HORIZON_WEEKS_MAX = 12;
const clockMessage = 'A time like 07:00';
const dayMessage = 'A date such as 2027-03-31';
const uuidSchema = z.string().uuid('Not a known series or occurrence');
const daySchema = z.string({ message: dayMessage }).refine(isPlainDate, dayMessage);

/**
 * The manager's answer to the series' question (lib/repeats/server/series-check.ts): yes to the
 * double bookings and rule breaks its occurrences would make, and why for the breaks.
 */
const seriesAnswer = { confirmConflicts: z.boolean().default(false), ruleBreakReason: ruleBreakReasonField };

/** What every occurrence of a series is made with. */
export const seriesFieldsSchema = z.object({
  type: z.enum(['MULTI_ASSIGNEE_SHIFT', 'MEETING'], { message: 'A shift or a meeting' }),
  title: z.string().trim().max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`).default(''),
  notes: z.string().max(ITEM_NOTES_MAX, `At most ${ITEM_NOTES_MAX} characters`).default(''),
  startTime: z.string({ message: clockMessage }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, clockMessage),
  durationMinutes: z.number({ message: 'Minutes, such as 480' }).int('Whole minutes').min(15, 'At least 15 minutes').max(24 * 60, 'At most 24 hours'),
  needs: needsSchema.default(DEFAULT_NEEDS),
  people: z.array(int64IdSchema).max(REPEAT_PEOPLE_MAX, `At most ${REPEAT_PEOPLE_MAX} people`).default([]),
});
export type SeriesFields = z.output<typeof seriesFieldsSchema>;

/** A new series, fresh: its first day, rule and fields. */
export const createSeriesInputSchema = seriesFieldsSchema.extend({ organizationId: int64IdSchema, startDate: daySchema, rule: repeatRuleSchema, ...seriesAnswer });

/** An item made to repeat: it becomes the series' first occurrence, its fields and times the series'. */
export const repeatItemInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, rule: repeatRuleSchema, needs: needsSchema.optional(), ...seriesAnswer });

/** "This one": the occurrence's item changed alone; it leaves the series. */
export const editOccurrenceInputSchema = z.object({
  organizationId: int64IdSchema,
  occurrenceId: uuidSchema,
  title: z.string().trim().max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`),
  notes: z.string().max(ITEM_NOTES_MAX, `At most ${ITEM_NOTES_MAX} characters`),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  confirmConflicts: z.boolean().default(false),
  ruleBreakReason: z.string().max(500).optional(),
}).refine((input) => input.end > input.start, { path: ['end'], message: 'Ends after it starts' });

/** "This and following": the series ends the day before the occurrence; a new one starts on its day. */
export const editFollowingInputSchema = seriesFieldsSchema.extend({ organizationId: int64IdSchema, occurrenceId: uuidSchema, rule: repeatRuleSchema, ...seriesAnswer });

/** "All": the series' fields, for it and its future occurrences nobody changed by hand. */
export const editSeriesInputSchema = seriesFieldsSchema.extend({ organizationId: int64IdSchema, seriesId: uuidSchema, ...seriesAnswer });

/** Ending a series from a day (today when not given): its future, untouched occurrences are removed. */
export const endSeriesInputSchema = z.object({ organizationId: int64IdSchema, seriesId: uuidSchema, fromDate: daySchema.optional() });
export const undoEndSeriesInputSchema = z.object({ organizationId: int64IdSchema, seriesId: uuidSchema });

export const setHorizonInputSchema = z.object({
  organizationId: int64IdSchema,
  horizonWeeks: z.number({ message: `Weeks, from 1 to ${HORIZON_WEEKS_MAX}` }).int(`Weeks, from 1 to ${HORIZON_WEEKS_MAX}`).min(1, `Weeks, from 1 to ${HORIZON_WEEKS_MAX}`).max(HORIZON_WEEKS_MAX, `Weeks, from 1 to ${HORIZON_WEEKS_MAX}`),
});
