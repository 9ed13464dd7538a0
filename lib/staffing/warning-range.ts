import { isoWeekOf } from '@/lib/time/zoned-days';
import { DAY_MS } from '@/lib/time/units';

/** Items that began this long before a week or a request are read too: a long leave still shows. */
export const WARNING_LOOKBACK_DAYS = 31;
/** And this long after the last week: a request that runs past Sunday still sees what overlaps its end. */
export const WARNING_LOOKAHEAD_DAYS = 7;

/**
 * What to read for warnings about people working in [span.start, span.end): from WARNING_LOOKBACK_DAYS
 * before the Monday of the first week (items that began earlier and still overlap, the whole
 * first week), to WARNING_LOOKAHEAD_DAYS after the Sunday of the last week.
 */
export function warningReadRange(span: { start: number; end: number }, timeZone: string): { from: number; to: number } {
  const firstWeek = isoWeekOf(span.start, timeZone);
  const lastWeek = isoWeekOf(Math.max(span.start, span.end - 1), timeZone);
  return { from: Math.max(0, firstWeek.start - WARNING_LOOKBACK_DAYS * DAY_MS), to: lastWeek.end + WARNING_LOOKAHEAD_DAYS * DAY_MS - 1 };
}
