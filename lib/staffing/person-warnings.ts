import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { isNoLongerOn } from '@/lib/staffing/member-presence';
import { holdsItem } from '@/lib/schedule/open-shifts';
import { isCalledOff, msWithin, workedMsWithin } from '@/lib/staffing/worked-time';
import type { InboxItem, RequestWarnings, WeekLoad } from '@/lib/requests/inbox-types';
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

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

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
  let workedMs = 0;
  for (const other of others) workedMs += workedMsWithin(other.item, other.status, week.start, week.end);
  const workedMinutes = Math.round(workedMs / MINUTE_MS);
  // Time off is not worked: putting someone on it adds no hours.
  const thisMinutes = item.type === 'TIME_OFF' ? 0 : Math.round(msWithin(item, week.start, week.end) / MINUTE_MS);
  const withThisMinutes = workedMinutes + thisMinutes;
  return { monday: week.monday, workedMinutes, withThisMinutes, over: withThisMinutes > WEEKLY_HOURS_LIMIT * 60 };
}

/**
 * The warnings for one person on `item`, from everything they are on (`involvement`, this item
 * itself left out): items they work at the same time, time off they have not declined, been
 * denied or removed from, and the week's hours with and without this item.
 */
export function warningsFor(item: ScheduleItem, involvement: readonly Involvement[], timeZone: string): RequestWarnings {
  const others = involvement.filter((o) => o.item.id !== item.id);
  return {
    overlaps: others.filter((o) => o.item.type !== 'TIME_OFF' && holdsItem(o.status) && overlaps(o.item, item)).map((o) => toInboxItem(o.item)),
    timeOff: others.filter((o) => o.item.type === 'TIME_OFF' && !isNoLongerOn(o.status) && overlaps(o.item, item)).map((o) => toInboxItem(o.item)),
    week: weekLoad(item, others, timeZone),
  };
}
