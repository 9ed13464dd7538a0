import type { ScheduleItem } from '@/lib/schedule';
import { conflictsOf, isCalledOff } from '@/lib/schedule';
import { workedMsOf } from '@/lib/staffing/worked-time';
import type { InboxItem, RequestWarnings, WeekLoad } from '@/lib/staffing/warning-types';
import { isoWeekOf } from '@/lib/time/zoned-days';

// What a manager should know before putting a person on an item: their other items at the same
// time, their time off, and their hours in that ISO week. One set of rules, used by the requests
// inbox (before approving) and by the staffing picker (before adding); both run on the server.

/** Above this many hours in one ISO week, the week's load is shown as a warning. */
export const WEEKLY_HOURS_LIMIT = 40;

const MINUTE_MS = 60_000;

export type Involvement = { item: ScheduleItem; status: string };

export function toInboxItem(item: ScheduleItem): InboxItem {
  return { id: item.id, type: item.type, name: item.name, start: item.start, end: item.end, status: item.status };
}

/** A person by user id (not a group or an invitation); takes the service's members too (userId absent, not null). */
export const isUserMember = <M extends { type: string; userId?: string | null }>(m: M): m is M & { userId: string } => m.type === 'USER' && !!m.userId;

/** Every item each user is on, with their status there, for the warnings. */
export function involvementByUser(items: readonly ScheduleItem[]): Map<string, Involvement[]> {
  const byUser = new Map<string, Involvement[]>();
  for (const item of items) {
    if (isCalledOff(item.status)) continue;
    for (const member of item.members) {
      if (!isUserMember(member)) continue;
      let list = byUser.get(member.userId);
      if (!list) byUser.set(member.userId, (list = []));
      list.push({ item, status: member.status });
    }
  }
  return byUser;
}

function weekLoad(item: ScheduleItem, others: readonly Involvement[], timeZone: string): WeekLoad {
  const week = isoWeekOf(item.start, timeZone);
  const workedMinutes = Math.round(workedMsOf(others, week.start, week.end) / MINUTE_MS);
  // As if they held it (time off is not worked, so it adds nothing); time shared with another item counts once.
  const withThis = [...others, { item, status: 'ASSIGNED' }];
  const withThisMinutes = Math.round(workedMsOf(withThis, week.start, week.end) / MINUTE_MS);
  return { monday: week.monday, workedMinutes, withThisMinutes, over: withThisMinutes > WEEKLY_HOURS_LIMIT * 60 };
}

/**
 * The warnings for one person on `item`, from everything they are on (`involvement`, this item
 * itself left out): items they work at the same time, time off they have not declined, been
 * denied or removed from, and the week's hours with and without this item.
 */
export function warningsFor(item: ScheduleItem, involvement: readonly Involvement[], timeZone: string): RequestWarnings {
  const others = involvement.filter((o) => o.item.id !== item.id);
  const conflicts = conflictsOf(item, others);
  return {
    overlaps: conflicts.filter((c) => c.type !== 'TIME_OFF').map(toInboxItem),
    timeOff: conflicts.filter((c) => c.type === 'TIME_OFF').map(toInboxItem),
    week: weekLoad(item, others, timeZone),
  };
}
