import type { ScheduleItem, ScheduleMember } from '@/lib/schedule/schedule-item';
import { isRequestStatus, requestKey, type AwaitingRequest, type InboxItem, type InboxPerson, type InboxRequest, type RequestInbox, type WeekLoad } from './inbox-types';
import { dayOf, isoWeekOf } from './zoned-days';

// The inbox from a list of items: every member asking to join or for cover on an item starting in
// the window, with what a manager should know before saying yes. Pure: the service reads, this
// decides; the read must cover the weeks and the overlaps (see inboxReadRange).

/** Above this many hours in one ISO week, the week's load is shown as a warning. */
export const WEEKLY_HOURS_LIMIT = 40;

/** A member with one of these works the item. */
const WORKING = new Set(['ASSIGNED', 'ACCEPTED']);
/** Time off with a member in one of these does not keep the person away. */
const NOT_OFF = new Set(['DECLINED', 'DELETED', 'DENIED']);
/** Items in this status are not worked, whatever their members say. */
const CALLED_OFF = new Set(['CANCELLED', 'DELETED']);

const MINUTE_MS = 60_000;

type Involvement = { item: ScheduleItem; status: string };

function toInboxItem(item: ScheduleItem): InboxItem {
  return { id: item.id, type: item.type, name: item.name, start: item.start, end: item.end, status: item.status };
}

function toPerson(member: ScheduleMember & { userId: string }): InboxPerson {
  return { userId: member.userId, displayName: member.displayName, avatarUrl: member.avatarUrl };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Milliseconds of [start, end) inside [from, to). */
function msWithin(item: { start: number; end: number }, from: number, to: number): number {
  return Math.max(0, Math.min(item.end, to) - Math.max(item.start, from));
}

/** A person by user id (not a group or an invitation); takes the service's members too (userId absent, not null). */
const isUserMember = <M extends { type: string; userId?: string | null }>(m: M): m is M & { userId: string } => m.type === 'USER' && !!m.userId;

/** Every item each user is on, with their status there, for the warnings. */
function involvementByUser(items: readonly ScheduleItem[]): Map<string, Involvement[]> {
  const byUser = new Map<string, Involvement[]>();
  for (const item of items) {
    if (CALLED_OFF.has(item.status)) continue;
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
  for (const other of others) {
    if (other.item.type === 'TIME_OFF' || !WORKING.has(other.status)) continue;
    workedMs += msWithin(other.item, week.start, week.end);
  }
  const workedMinutes = Math.round(workedMs / MINUTE_MS);
  const withThisMinutes = workedMinutes + Math.round(msWithin(item, week.start, week.end) / MINUTE_MS);
  return { monday: week.monday, workedMinutes, withThisMinutes, over: withThisMinutes > WEEKLY_HOURS_LIMIT * 60 };
}

const byStart = (a: { item: InboxItem; person: InboxPerson }, b: { item: InboxItem; person: InboxPerson }) =>
  a.item.start - b.item.start || a.person.displayName.localeCompare(b.person.displayName) || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/**
 * The requests (ADDITION_REQUESTED, REPLACEMENT_REQUESTED) and the invitations still awaiting the
 * worker (PENDING_RESPONSE) of USER members on items starting in [window.start, window.end), each
 * request with its warnings, ordered by start. Only USER members: the service decides by user id.
 */
export function buildRequestInbox(items: readonly ScheduleItem[], window: { start: number; end: number }, timeZone: string): RequestInbox {
  const involvement = involvementByUser(items);
  const requests: InboxRequest[] = [];
  const awaiting: AwaitingRequest[] = [];

  for (const item of items) {
    if (item.start < window.start || item.start >= window.end) continue;
    for (const member of item.members) {
      if (!isUserMember(member)) continue;
      const base = { key: requestKey(item.id, member.userId), day: dayOf(item.start, timeZone), item: toInboxItem(item), person: toPerson(member) };
      if (member.status === 'PENDING_RESPONSE') {
        awaiting.push(base);
        continue;
      }
      if (!isRequestStatus(member.status)) continue;
      const others = (involvement.get(member.userId) ?? []).filter((o) => o.item.id !== item.id);
      requests.push({
        ...base,
        kind: member.status,
        warnings: {
          overlaps: others.filter((o) => o.item.type !== 'TIME_OFF' && WORKING.has(o.status) && overlaps(o.item, item)).map((o) => toInboxItem(o.item)),
          timeOff: others.filter((o) => o.item.type === 'TIME_OFF' && !NOT_OFF.has(o.status) && overlaps(o.item, item)).map((o) => toInboxItem(o.item)),
          week: weekLoad(item, others, timeZone),
        },
      });
    }
  }
  return { requests: requests.sort(byStart), awaiting: awaiting.sort(byStart) };
}

/** What counting needs of an item: a schedule item, or the service's record without names. */
type CountedItem = { start: number; members: readonly { type: string; userId?: string | null; status: string }[] };

/** How many requests wait for a manager (the navigation badge). */
export function countRequests(items: readonly CountedItem[], window: { start: number; end: number }): number {
  let count = 0;
  for (const item of items) {
    if (item.start < window.start || item.start >= window.end) continue;
    for (const member of item.members) if (isUserMember(member) && isRequestStatus(member.status)) count += 1;
  }
  return count;
}
