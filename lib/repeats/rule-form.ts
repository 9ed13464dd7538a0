import { addDays, startOfDay } from '@/lib/time/zoned-days';
import { expandSeries } from './expand-series';
import { repeatRuleSchema, type RepeatRule } from './repeat-rule';

// The repeat editor's values as typed (numbers as text, every "ends" field kept while another is
// picked) and the rule they make: the rule's own schema judges them, and each refusal is put back on
// the field the manager sees. Also the editor's preview: the next few days, in words.

export type RuleFormValues = {
  frequency: RepeatRule['frequency'];
  weekdays: number[];
  interval: string;
  ends: RepeatRule['ends']['kind'];
  until: string;
  count: string;
};
export type RuleFormField = keyof RuleFormValues;

export function ruleFormValues(rule?: RepeatRule, weekday = 1): RuleFormValues {
  return {
    frequency: rule?.frequency ?? 'weekly',
    weekdays: rule?.weekdays.length ? rule.weekdays : [weekday],
    interval: String(rule?.interval ?? 1),
    ends: rule?.ends.kind ?? 'never',
    until: rule?.ends.kind === 'until' ? rule.ends.date : '',
    count: rule?.ends.kind === 'count' ? String(rule.ends.count) : '',
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Where a refusal of the rule's schema is shown. */
const fieldOf: Record<string, RuleFormField> = { frequency: 'frequency', weekdays: 'weekdays', interval: 'interval', 'ends.date': 'until', 'ends.count': 'count', ends: 'ends' };

export function ruleFromForm(values: RuleFormValues): { ok: true; rule: RepeatRule } | { ok: false; errors: Partial<Record<RuleFormField, string>> } {
  const ends = values.ends === 'until' ? { kind: 'until', date: values.until } : values.ends === 'count' ? { kind: 'count', count: whole(values.count) } : { kind: 'never' };
  const parsed = repeatRuleSchema.safeParse({ frequency: values.frequency, weekdays: values.frequency === 'weekly' ? values.weekdays : [], interval: values.frequency === 'weekly' ? whole(values.interval) : 1, ends });
  if (parsed.success) return { ok: true, rule: parsed.data };
  const errors: Partial<Record<RuleFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf[issue.path.join('.')] ?? 'frequency';
    // A number that is not one reads "Expected number, received nan": say what to type instead.
    errors[field] ??= issue.code === 'invalid_type' ? 'A whole number' : issue.message;
  }
  return { ok: false, errors };
}

/** The first `count` days of a series starting on `startDate` at `startTime` in `timeZone` (YYYY-MM-DD). */
export function firstDays(rule: RepeatRule, startDate: string, startTime: string, timeZone: string, count = 4): string[] {
  const from = startOfDay(startDate, timeZone);
  const to = startOfDay(addDays(startDate, 366), timeZone);
  return expandSeries({ rule, startDate, startTime, durationMinutes: 60, timeZone }, { from, to }).slice(0, count).map((o) => o.key);
}
