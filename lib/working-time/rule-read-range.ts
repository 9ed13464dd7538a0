import { hasAnyRule, MAX_CONSECUTIVE_DAYS, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { DAY_MS } from '@/lib/time/units';
import { isoWeekOf } from '@/lib/time/zoned-days';

// How far around a span the items must be read to judge every shift starting in it: its weeks
// whole (the week's hours), and either side the longest run of days and the longest rest the rules
// allow, plus a day (a shift's own length, a day of 25 hours, a view in another zone than the
// rules'). Reading less only hides breaks at the edge, never invents one. One helper for every
// judge of a span: the server's check of a write (the rules' longest windows), the roster's and the
// schedule's marks (their range's one read, widened) and the requests inbox (warningReadRange).

/** Every rule at its most demanding: what a read sized for any organization's rules must cover. */
export const LONGEST_RULE_WINDOWS: WorkingTimeRules = {
  minRestMinutes: 48 * 60,
  maxShiftMinutes: null,
  maxDayMinutes: 24 * 60,
  maxWeekMinutes: 1,
  maxConsecutiveDays: MAX_CONSECUTIVE_DAYS,
  maxShiftsPerDay: null,
};

/** The days to read either side of a span for `rules` (0 without any rule). */
function marginDays(rules: WorkingTimeRules): number {
  if (!hasAnyRule(rules)) return 0;
  const rest = rules.minRestMinutes === null ? 0 : Math.ceil((rules.minRestMinutes * 60_000) / DAY_MS) + 1;
  const run = rules.maxConsecutiveDays === null ? 0 : rules.maxConsecutiveDays + 2;
  return Math.max(1, rest, run);
}

/**
 * The span of items to read to judge, by `rules` in `timeZone`, anyone working a shift that starts
 * in [span.start, span.end). The span itself when no rule is set.
 */
export function ruleReadRange(span: { start: number; end: number }, timeZone: string, rules: WorkingTimeRules = LONGEST_RULE_WINDOWS): { from: number; to: number } {
  const margin = marginDays(rules) * DAY_MS;
  if (margin === 0) return { from: span.start, to: span.end };
  const last = Math.max(span.start, span.end - 1);
  // A shift starting on the last day may run into the next week: that week is read whole too.
  const weeks = rules.maxWeekMinutes === null ? { start: span.start, end: span.end } : { start: isoWeekOf(span.start, timeZone).start, end: isoWeekOf(last + DAY_MS, timeZone).end };
  return { from: Math.max(0, Math.min(span.start - margin, weeks.start)), to: Math.max(span.end + margin, weeks.end) };
}
