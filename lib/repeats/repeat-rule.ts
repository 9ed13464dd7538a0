import { z } from 'zod';
import { isPlainDate } from '@/lib/time/zoned-days';

// A repeat rule as the manager picks it (every day, weekdays, chosen weekdays every N weeks; until
// a date, N times or for ever), and the RFC 5545 RRULE it is written as. The series keeps both:
// the rule for words and forms, the RRULE for the expansion (lib/repeats/expand-series.ts).

export const REPEAT_COUNT_MAX = 366;
export const REPEAT_INTERVAL_MAX = 12;
/** ISO weekdays, 1 = Monday ... 7 = Sunday, as RFC 5545 names them. */
export const RRULE_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const endsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('until'), date: z.string().refine(isPlainDate, 'A date such as 2027-03-31') }),
  z.object({ kind: z.literal('count'), count: z.number().int('A whole number').min(1, 'At least once').max(REPEAT_COUNT_MAX, `At most ${REPEAT_COUNT_MAX} times`) }),
]);

export const repeatRuleSchema = z
  .object({
    frequency: z.enum(['daily', 'weekdays', 'weekly']),
    /** Weekly only: the days it repeats on. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    /** Weekly only: every N weeks. */
    interval: z.number().int('A whole number').min(1, 'At least every week').max(REPEAT_INTERVAL_MAX, `At most every ${REPEAT_INTERVAL_MAX} weeks`).default(1),
    ends: endsSchema,
  })
  .superRefine((rule, ctx) => {
    if (rule.frequency === 'weekly' && rule.weekdays.length === 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Pick at least one day' });
  });

export type RepeatRule = z.output<typeof repeatRuleSchema>;

/** The days a rule repeats on, Monday first, each once. */
export function daysOf(rule: RepeatRule): number[] {
  if (rule.frequency === 'daily') return [1, 2, 3, 4, 5, 6, 7];
  if (rule.frequency === 'weekdays') return [1, 2, 3, 4, 5];
  return [...new Set(rule.weekdays)].sort((a, b) => a - b);
}

const basicUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The RRULE line (without "RRULE:"). `untilEndsAt`: the instant the until day ends in the series'
 * zone (RFC 5545 wants UNTIL in UTC when the start names a zone), given by the caller that knows it.
 */
export function toRRule(rule: RepeatRule, untilEndsAt?: number): string {
  const parts = [rule.frequency === 'daily' ? 'FREQ=DAILY' : 'FREQ=WEEKLY'];
  if (rule.frequency === 'weekly' && rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency !== 'daily') parts.push(`BYDAY=${daysOf(rule).map((d) => RRULE_DAYS[d - 1]).join(',')}`);
  if (rule.ends.kind === 'count') parts.push(`COUNT=${rule.ends.count}`);
  if (rule.ends.kind === 'until' && untilEndsAt !== undefined) parts.push(`UNTIL=${basicUtc(untilEndsAt - 1000)}`);
  return parts.join(';');
}
