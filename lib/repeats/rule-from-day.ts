import { occurrencesBefore } from './expand-series';
import type { RepeatMark } from './repeat-marks';
import type { RepeatRule } from './repeat-rule';

// "This and following" starts a new series on the occurrence's day with the old rule; a rule that
// ends after N times keeps only the times not yet used, so the split makes no more shifts in all.

export function ruleFromDay(mark: RepeatMark, times: { startTime: string; durationMinutes: number }): RepeatRule {
  if (mark.rule.ends.kind !== 'count') return mark.rule;
  const used = occurrencesBefore({ rule: mark.rule, startDate: mark.startDate, timeZone: mark.timeZone, ...times }, mark.occurrenceKey);
  return { ...mark.rule, ends: { kind: 'count', count: Math.max(1, mark.rule.ends.count - used) } };
}
