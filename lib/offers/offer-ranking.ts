import type { ScheduleItem } from '@/lib/schedule';
import { holdsItem, isCalledOff } from '@/lib/schedule';
import { involvementByUser, rankCandidates, type Involvement } from '@/lib/staffing';
import { clockTime, dayOf, dayParts } from '@/lib/time/calendar-day';
import { DAY_MS } from '@/lib/time/units';
import type { PositionNeed } from '@/lib/positions';

// Who an open shift is offered to, best placed first (issue 25, point 3): only people free then
// (no overlapping work, no time off, no working-time rule broken) who may work the position the
// item requires (issue 26), the fewest hours that week
// first, then whoever worked this shift's pattern (same weekday and start time, in the zone) most
// often in the last PATTERN_WEEKS weeks, then by name. The working-time rules are a predicate
// handed in, so the rules module plugs in without this file knowing it.

/** How many weeks back a shift's pattern is looked for (inside the warnings' read: WARNING_LOOKBACK_DAYS). */
export const PATTERN_WEEKS = 4;

/** A working-time rule the person would break by holding the item, in words ("rest 8 h, minimum 11 h"), or null. */
export type RuleCheck = (userId: string, item: ScheduleItem, involvement: readonly Involvement[]) => string | null;

export type RankedPerson = {
  userId: string;
  fullName: string;
  /** Minutes already worked in the item's ISO week (in the zone). */
  weekMinutes: number;
  /** Weeks of the last PATTERN_WEEKS in which they held a shift on the same weekday at the same start time. */
  patternWeeks: number;
};

export type LeftOutPerson = { userId: string; fullName: string; reason: 'overlap' | 'time_off' | 'rule' | 'position'; detail: string };

export type OfferRanking = { ranked: RankedPerson[]; leftOut: LeftOutPerson[] };

const noRule: RuleCheck = () => null;

/** "Sat 09:00"-like key of an instant in the zone: ISO weekday and wall-clock start. */
const patternKey = (ms: number, timeZone: string) => `${dayParts(dayOf(ms, timeZone)).weekday} ${clockTime(ms, timeZone, 'h23')}`;

/** Weeks in the last PATTERN_WEEKS in which the person held a shift starting on the item's weekday and time. */
export function patternWeeksOf(item: ScheduleItem, involvement: readonly Involvement[], timeZone: string): number {
  const key = patternKey(item.start, timeZone);
  const since = item.start - PATTERN_WEEKS * 7 * DAY_MS;
  const days = new Set<string>();
  for (const { item: other, status } of involvement) {
    if (other.id === item.id || other.type === 'TIME_OFF' || isCalledOff(other.status) || !holdsItem(status)) continue;
    if (other.start < since || other.start >= item.start) continue;
    if (patternKey(other.start, timeZone) === key) days.add(dayOf(other.start, timeZone));
  }
  return days.size;
}

/**
 * The people of the organization not on `item`, split into those it may be offered to (in offer
 * order) and those left out, each with why. `items`: a read as wide as the warnings' (warningReadRange).
 */
export function rankForOffer(
  item: ScheduleItem,
  items: readonly ScheduleItem[],
  people: readonly { userId: string; fullName: string }[],
  timeZone: string,
  breaksRule: RuleCheck = noRule,
  position: PositionNeed | null = null,
): OfferRanking {
  const involvement = involvementByUser(items);
  const names = new Map(people.map((p) => [p.userId, p.fullName]));
  const ranked: RankedPerson[] = [];
  const leftOut: LeftOutPerson[] = [];
  // rankCandidates orders by hours, then name; the sort below is stable, so name stays the last key.
  for (const candidate of rankCandidates(item, items, people, timeZone)) {
    const { userId, warnings } = candidate;
    const fullName = names.get(userId) ?? userId;
    const theirs = involvement.get(userId) ?? [];
    if (position && !position.mayWork(userId)) {
      leftOut.push({ userId, fullName, reason: 'position', detail: `Not a ${position.name}` });
      continue;
    }
    if (warnings.overlaps.length > 0) {
      leftOut.push({ userId, fullName, reason: 'overlap', detail: `Works ${warnings.overlaps.length === 1 ? 'another item' : `${warnings.overlaps.length} other items`} at that time` });
      continue;
    }
    if (warnings.timeOff.length > 0) {
      leftOut.push({ userId, fullName, reason: 'time_off', detail: 'Has time off then' });
      continue;
    }
    const broken = breaksRule(userId, item, theirs);
    if (broken) {
      leftOut.push({ userId, fullName, reason: 'rule', detail: broken });
      continue;
    }
    ranked.push({ userId, fullName, weekMinutes: warnings.week.workedMinutes, patternWeeks: patternWeeksOf(item, theirs, timeZone) });
  }
  ranked.sort((a, b) => a.weekMinutes - b.weekMinutes || b.patternWeeks - a.patternWeeks);
  return { ranked, leftOut };
}
