import { isoWeekOf } from '@/lib/time/zoned-days';
import { DAY_MS } from '@/lib/time/units';
import { LONGEST_RULE_WINDOWS, ruleReadRange, type WorkingTimeRules } from '@/lib/working-time';

/** Items that began this long before a week or a request are read too: a long leave still shows. */
export const WARNING_LOOKBACK_DAYS = 31;
/** And this long after the last week: a request that runs past Sunday still sees what overlaps its end. */
export const WARNING_LOOKAHEAD_DAYS = 7;

/**
 * What to read for warnings about people working in [span.start, span.end): from WARNING_LOOKBACK_DAYS
 * before the Monday of the first week (items that began earlier and still overlap, the whole
 * first week), to WARNING_LOOKAHEAD_DAYS after the Sunday of the last week, and at least what the
 * working-time rules (`rules`; without them, any organization's) need around it (ruleReadRange).
 */
export function warningReadRange(span: { start: number; end: number }, timeZone: string, rules: WorkingTimeRules = LONGEST_RULE_WINDOWS): { from: number; to: number } {
  const firstWeek = isoWeekOf(span.start, timeZone);
  const lastWeek = isoWeekOf(Math.max(span.start, span.end - 1), timeZone);
  const judged = ruleReadRange(span, timeZone, rules);
  return { from: Math.max(0, Math.min(judged.from, firstWeek.start - WARNING_LOOKBACK_DAYS * DAY_MS)), to: Math.max(judged.to, lastWeek.end + WARNING_LOOKAHEAD_DAYS * DAY_MS - 1) };
}
