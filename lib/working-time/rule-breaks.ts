import type { WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { formatHours } from '@/lib/time/format-hours';
import type { Interval } from '@/lib/time/intervals';
import { MINUTE_MS } from '@/lib/time/units';
import { periodAt, personWork, type PersonWork } from './person-work';
import { zoneDays } from './zone-days';
import { dayWords } from './zoned-memo';

// The working-time rules, one pure function for the server's check and the browser's marks. Lengths
// are real elapsed time (a night across a DST change is as long as it really is); days and weeks are
// the organization's wall clock. Rest is the gap between two work periods (shifts that touch or
// overlap are one period: overlaps are double bookings, asked about by their own rule). Hours in a
// day split a night shift at midnight; a shift counts as a shift of, and a working day for, the day
// it starts on.

export type RuleName = 'minRest' | 'maxShift' | 'maxDay' | 'maxWeek' | 'maxConsecutiveDays' | 'maxShiftsPerDay';

/** One rule a change breaks, with the figures: minutes for lengths, a count for the others. */
export type RuleBreak = { rule: RuleName; actual: number; limit: number; words: string };

/** A shift the person works: only what they hold and is not called off (the caller decides). */
export type WorkedShift = { id: string; start: number; end: number };

const minutesOf = (ms: number) => Math.round(ms / MINUTE_MS);
const hoursText = (minutes: number) => formatHours(minutes * MINUTE_MS);

/** The zone days [first, last] that a span touches (an end at midnight is the day before's). */
function daysTouched(span: Interval, timeZone: string): string[] {
  const zone = zoneDays(timeZone);
  const last = zone.dayOf(Math.max(span.start, span.end - 1));
  const days = [zone.dayOf(span.start)];
  while (days.at(-1)! < last) days.push(zone.after(days.at(-1)!, 1));
  return days;
}

function restBreaks(limit: number, periods: readonly Interval[], proposed: Interval): RuleBreak[] {
  const at = periodAt(periods, proposed.start);
  const own = periods[at]!;
  const gaps = [at > 0 ? own.start - periods[at - 1]!.end : null, at < periods.length - 1 ? periods[at + 1]!.start - own.end : null];
  return gaps.flatMap((gap) => {
    if (gap === null || minutesOf(gap) >= limit) return [];
    return [{ rule: 'minRest' as const, actual: minutesOf(gap), limit, words: `rest ${hoursText(minutesOf(gap))}, minimum ${hoursText(limit)}` }];
  });
}

function dayBreaks(limit: number, work: PersonWork, days: readonly string[], timeZone: string): RuleBreak[] {
  return days.flatMap((day) => {
    const { start, end } = zoneDays(timeZone).boundsOf(day);
    const worked = work.minutesIn(start, end);
    return worked > limit ? [{ rule: 'maxDay' as const, actual: worked, limit, words: `${hoursText(worked)} on ${dayWords(day, true)}, maximum ${hoursText(limit)}` }] : [];
  });
}

function weekBreaks(limit: number, work: PersonWork, days: readonly string[], timeZone: string): RuleBreak[] {
  const zone = zoneDays(timeZone);
  const weeks = new Map(days.map((day) => [zone.weekOf(day).monday, zone.weekOf(day)]));
  return [...weeks.values()].flatMap((week) => {
    const worked = work.minutesIn(week.start, week.end);
    return worked > limit ? [{ rule: 'maxWeek' as const, actual: worked, limit, words: `${hoursText(worked)} in the week of ${dayWords(week.monday, false)}, maximum ${hoursText(limit)}` }] : [];
  });
}

/**
 * Every rule broken by the person working `proposed`, one of the shifts laid out in `work`: its rest
 * before and after, its days, its weeks. The one judge of each rule, for a single change
 * (ruleBreaksOf) and for every shift of a span (breaksWithin).
 */
export function ruleBreaksIn(rules: WorkingTimeRules, work: PersonWork, proposed: Interval, timeZone: string): RuleBreak[] {
  if (proposed.end <= proposed.start) return [];
  const breaks: RuleBreak[] = [];
  if (rules.minRestMinutes !== null) breaks.push(...restBreaks(rules.minRestMinutes, work.periods, proposed));
  const length = minutesOf(proposed.end - proposed.start);
  if (rules.maxShiftMinutes !== null && length > rules.maxShiftMinutes) {
    breaks.push({ rule: 'maxShift', actual: length, limit: rules.maxShiftMinutes, words: `shift ${hoursText(length)}, maximum ${hoursText(rules.maxShiftMinutes)}` });
  }
  const days = rules.maxDayMinutes !== null || rules.maxWeekMinutes !== null ? daysTouched(proposed, timeZone) : [];
  if (rules.maxDayMinutes !== null) breaks.push(...dayBreaks(rules.maxDayMinutes, work, days, timeZone));
  if (rules.maxWeekMinutes !== null) breaks.push(...weekBreaks(rules.maxWeekMinutes, work, days, timeZone));
  const startDay = zoneDays(timeZone).dayOf(proposed.start);
  const run = work.runHolding(startDay);
  if (rules.maxConsecutiveDays !== null && run > rules.maxConsecutiveDays) {
    breaks.push({ rule: 'maxConsecutiveDays', actual: run, limit: rules.maxConsecutiveDays, words: `${run} days in a row, maximum ${rules.maxConsecutiveDays}` });
  }
  const onDay = work.shiftsStartingOn(startDay);
  if (rules.maxShiftsPerDay !== null && onDay > rules.maxShiftsPerDay) {
    breaks.push({ rule: 'maxShiftsPerDay', actual: onDay, limit: rules.maxShiftsPerDay, words: `${onDay} shifts on ${dayWords(startDay, true)}, maximum ${rules.maxShiftsPerDay}` });
  }
  return breaks;
}

/**
 * Every rule that the person working `proposed` breaks, given the other shifts they work
 * (`shifts`; one with the proposed shift's id is the shift before the change, and is left out).
 * Only breaks the proposed shift takes part in: its rest before and after, its days, its weeks.
 */
export function ruleBreaksOf(rules: WorkingTimeRules, shifts: readonly WorkedShift[], proposed: WorkedShift, timeZone: string): RuleBreak[] {
  if (proposed.end <= proposed.start) return [];
  return ruleBreaksIn(rules, personWork([...shifts.filter((s) => s.id !== proposed.id), proposed], timeZone), proposed, timeZone);
}
