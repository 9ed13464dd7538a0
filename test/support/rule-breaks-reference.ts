import type { WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { formatHours } from '@/lib/time/format-hours';
import { mergeIntervals, coveredMs, type Interval } from '@/lib/time/intervals';
import { MINUTE_MS } from '@/lib/time/units';
import type { RuleBreak, ShiftBreaks, WorkedShift } from '@/lib/working-time';
import { dayAfter as addDays, dayIn as dayOf, dayStart as startOfDay, dayWords, weekOf as isoWeekOf } from '@/lib/working-time/zoned-memo';

// The working-time rules as they were judged before the per-person tables (lib/working-time/
// person-work.ts): each shift re-read all of its person's shifts. Kept only as the reference that
// the fast path must match (week-breaks.test.ts) and the bench's "before" (scripts/bench/rule-break-marks.ts).

const minutesOf = (ms: number) => Math.round(ms / MINUTE_MS);
const hoursText = (minutes: number) => formatHours(minutes * MINUTE_MS);

/** The zone days [first, last] that a span touches (an end at midnight is the day before's). */
function daysTouched(span: Interval, timeZone: string): string[] {
  const last = dayOf(Math.max(span.start, span.end - 1), timeZone);
  const days = [dayOf(span.start, timeZone)];
  while (days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

function within(spans: readonly Interval[], from: number, to: number): Interval[] {
  return spans.flatMap((s) => (s.end > from && s.start < to ? [{ start: Math.max(s.start, from), end: Math.min(s.end, to) }] : []));
}

function restBreaks(limit: number, periods: readonly Interval[], proposed: Interval): RuleBreak[] {
  const at = periods.findIndex((p) => p.start <= proposed.start && proposed.end <= p.end);
  const own = periods[at]!;
  const gaps = [at > 0 ? own.start - periods[at - 1]!.end : null, at < periods.length - 1 ? periods[at + 1]!.start - own.end : null];
  return gaps.flatMap((gap) => {
    if (gap === null || minutesOf(gap) >= limit) return [];
    return [{ rule: 'minRest' as const, actual: minutesOf(gap), limit, words: `rest ${hoursText(minutesOf(gap))}, minimum ${hoursText(limit)}` }];
  });
}

function dayBreaks(limit: number, spans: readonly Interval[], proposed: Interval, timeZone: string): RuleBreak[] {
  return daysTouched(proposed, timeZone).flatMap((day) => {
    const worked = minutesOf(coveredMs(within(spans, startOfDay(day, timeZone), startOfDay(addDays(day, 1), timeZone))));
    return worked > limit ? [{ rule: 'maxDay' as const, actual: worked, limit, words: `${hoursText(worked)} on ${dayWords(day, true)}, maximum ${hoursText(limit)}` }] : [];
  });
}

function weekBreaks(limit: number, spans: readonly Interval[], proposed: Interval, timeZone: string): RuleBreak[] {
  const weeks = new Map(daysTouched(proposed, timeZone).map((day) => [isoWeekOf(startOfDay(day, timeZone), timeZone).monday, isoWeekOf(startOfDay(day, timeZone), timeZone)]));
  return [...weeks.values()].flatMap((week) => {
    const worked = minutesOf(coveredMs(within(spans, week.start, week.end)));
    return worked > limit ? [{ rule: 'maxWeek' as const, actual: worked, limit, words: `${hoursText(worked)} in the week of ${dayWords(week.monday, false)}, maximum ${hoursText(limit)}` }] : [];
  });
}

function consecutiveBreaks(limit: number, startDays: ReadonlySet<string>, day: string): RuleBreak[] {
  let first = day;
  while (startDays.has(addDays(first, -1))) first = addDays(first, -1);
  let run = 0;
  while (startDays.has(addDays(first, run))) run += 1;
  return run > limit ? [{ rule: 'maxConsecutiveDays', actual: run, limit, words: `${run} days in a row, maximum ${limit}` }] : [];
}

/**
 * Every rule that the person working `proposed` breaks, given the other shifts they work
 * (`shifts`; one with the proposed shift's id is the shift before the change, and is left out).
 * Only breaks the proposed shift takes part in: its rest before and after, its days, its weeks.
 */
export function referenceRuleBreaksOf(rules: WorkingTimeRules, shifts: readonly WorkedShift[], proposed: WorkedShift, timeZone: string): RuleBreak[] {
  if (proposed.end <= proposed.start) return [];
  const all = [...shifts.filter((s) => s.id !== proposed.id), proposed];
  const breaks: RuleBreak[] = [];
  if (rules.minRestMinutes !== null) breaks.push(...restBreaks(rules.minRestMinutes, mergeIntervals(all), proposed));
  const length = minutesOf(proposed.end - proposed.start);
  if (rules.maxShiftMinutes !== null && length > rules.maxShiftMinutes) {
    breaks.push({ rule: 'maxShift', actual: length, limit: rules.maxShiftMinutes, words: `shift ${hoursText(length)}, maximum ${hoursText(rules.maxShiftMinutes)}` });
  }
  if (rules.maxDayMinutes !== null) breaks.push(...dayBreaks(rules.maxDayMinutes, all, proposed, timeZone));
  if (rules.maxWeekMinutes !== null) breaks.push(...weekBreaks(rules.maxWeekMinutes, all, proposed, timeZone));
  const startDay = dayOf(proposed.start, timeZone);
  if (rules.maxConsecutiveDays !== null) breaks.push(...consecutiveBreaks(rules.maxConsecutiveDays, new Set(all.map((s) => dayOf(s.start, timeZone))), startDay));
  if (rules.maxShiftsPerDay !== null) {
    const onDay = all.filter((s) => dayOf(s.start, timeZone) === startDay).length;
    if (onDay > rules.maxShiftsPerDay) breaks.push({ rule: 'maxShiftsPerDay', actual: onDay, limit: rules.maxShiftsPerDay, words: `${onDay} shifts on ${dayWords(startDay, true)}, maximum ${rules.maxShiftsPerDay}` });
  }
  return breaks;
}

/** breaksWithin as it was: ruleBreaksOf once per shift starting in [from, to). */
export function referenceBreaksWithin(rules: WorkingTimeRules, shiftsByUser: ReadonlyMap<string, readonly WorkedShift[]>, from: number, to: number, timeZone: string): ShiftBreaks[] {
  return [...shiftsByUser].flatMap(([userId, shifts]) =>
    shifts.flatMap((shift) => {
      if (shift.start < from || shift.start >= to) return [];
      const breaks = referenceRuleBreaksOf(rules, shifts, shift, timeZone);
      return breaks.length ? [{ userId, shiftId: shift.id, breaks }] : [];
    }),
  );
}
