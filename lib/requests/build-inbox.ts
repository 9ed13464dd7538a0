import { countsAsWork, holdsItem, staffingState, workedShiftsByUser, type ScheduleItem, type ScheduleMember } from '@/lib/schedule';
import { hasAnyRule, NO_WORKING_TIME_RULES, ruleBreaksOf, type WorkingTimeRules } from '@/lib/working-time';
import { isRequestStatus, type InboxItem, type InboxPerson } from '@/lib/staffing';
import { requestKey, type AwaitingRequest, type CoverAsker, type InboxRequest, type ReplacementContext, type RequestInbox } from './inbox-types';
import { involvementByUser, isUserMember, toInboxItem, warningsFor } from '@/lib/staffing';
import { dayOf } from '@/lib/time/zoned-days';

// The inbox from a list of items: every member asking to join or for cover on an item starting in
// the window, with what a manager should know before saying yes. Pure: the service reads, this
// decides (the warnings' rules are in person-warnings.ts); the read must cover the weeks and the
// overlaps (see warningReadRange).

function toPerson(member: ScheduleMember & { userId: string }): InboxPerson {
  return { userId: member.userId, displayName: member.displayName, avatarUrl: member.avatarUrl };
}

/** For someone asking to be replaced: the colleagues asking to join the item (with what putting each on it warns of), and who else holds it. */
function replacementContext(item: ScheduleItem, requesterId: string, joining: (member: ScheduleMember & { userId: string }) => Omit<CoverAsker, keyof InboxPerson>): ReplacementContext {
  const others = item.members.filter(isUserMember).filter((m) => m.userId !== requesterId);
  return { colleagues: others.filter((m) => m.status === 'ADDITION_REQUESTED').map((m) => ({ ...toPerson(m), ...joining(m) })), othersHolding: others.filter((m) => holdsItem(m.status)).map((m) => m.displayName) };
}

const byStart = (a: { item: InboxItem; person: InboxPerson }, b: { item: InboxItem; person: InboxPerson }) =>
  a.item.start - b.item.start || a.person.displayName.localeCompare(b.person.displayName) || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/**
 * The requests (ADDITION_REQUESTED, REPLACEMENT_REQUESTED) and the invitations still awaiting the
 * worker (PENDING_RESPONSE) of USER members on items starting in [window.start, window.end), each
 * request with its warnings, ordered by start. Only USER members: the service decides by user id.
 * A request to join also names the working-time rules (`rules`) that approving it breaks.
 */
export function buildRequestInbox(items: readonly ScheduleItem[], window: { start: number; end: number }, timeZone: string, rules: WorkingTimeRules = NO_WORKING_TIME_RULES): RequestInbox {
  const involvement = involvementByUser(items);
  const worked = hasAnyRule(rules) ? workedShiftsByUser(items) : null;
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
      // Putting a person on the item: what it double-books, and the rules it breaks (none: no key).
      const joining = (joiner: ScheduleMember & { userId: string }) => {
        const breaks = worked && countsAsWork(item) ? ruleBreaksOf(rules, worked.get(joiner.userId) ?? [], item, timeZone) : [];
        return { warnings: warningsFor(item, involvement.get(joiner.userId) ?? [], timeZone), ...(breaks.length ? { ruleBreaks: breaks } : {}) };
      };
      const { warnings, ruleBreaks } = joining(member);
      const request: InboxRequest = { ...base, kind: member.status, warnings, staffing: staffingState(item) };
      if (member.status === 'REPLACEMENT_REQUESTED') request.replacement = replacementContext(item, member.userId, joining);
      if (member.status === 'ADDITION_REQUESTED' && ruleBreaks) request.ruleBreaks = ruleBreaks;
      requests.push(request);
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
