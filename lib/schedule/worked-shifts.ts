import { breaksWithin, type ShiftBreaks, type WorkedShift, type WorkingTimeRules } from '@/lib/working-time';
import { holdsItem, isCalledOff } from './open-shifts';
import type { ScheduleItem } from './schedule-item';

// The working-time rules read items through this: what each person works is the items they hold
// (open-shifts.ts) that are not time off and not called off.

type Item = { id: string; type: string; status: string; start: number; end: number; members: readonly { userId: string | null; status: string }[] };

/** Whether putting someone on `item` makes them work it (time off and called-off items never count). */
export const countsAsWork = (item: Pick<Item, 'type' | 'status'>): boolean => item.type !== 'TIME_OFF' && !isCalledOff(item.status);

/** The shifts each person works among `items`. */
export function workedShiftsByUser(items: readonly Item[]): Map<string, WorkedShift[]> {
  const byUser = new Map<string, WorkedShift[]>();
  for (const item of items) {
    if (!countsAsWork(item)) continue;
    for (const member of item.members) {
      if (!member.userId || !holdsItem(member.status)) continue;
      let list = byUser.get(member.userId);
      if (!list) byUser.set(member.userId, (list = []));
      list.push({ id: item.id, start: item.start, end: item.end });
    }
  }
  return byUser;
}

/**
 * Every working-time rule break of an organization in [from, to) (a week for Today, the visible
 * range for the roster's and the schedule's marks), from items read wide enough around it
 * (warningReadRange): one entry per shift and person, each with its breaks in words.
 */
export function ruleBreaksWithin(rules: WorkingTimeRules, items: readonly ScheduleItem[], from: number, to: number, timeZone: string): ShiftBreaks[] {
  return breaksWithin(rules, workedShiftsByUser(items), from, to, timeZone);
}
