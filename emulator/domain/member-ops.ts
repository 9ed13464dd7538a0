import type { Assignee, MemberDecision, MemberStatus } from '@/lib/contract/members';
import { invalid, notFound } from '../http/api-error';
import { nextStamp, type EmulatorState } from '../state/emulator-state';
import type { CalendarItem, ItemMember } from '../state/types';
import { checkUserInOrganization } from './calendar-ops';
import { answerAsCover } from './cover-reading';
import { afterMemberChange } from './item-status';

// The member operations of the spec's state table. Each one bumps the item's updatedAt.

const PENDING: ReadonlySet<MemberStatus> = new Set(['ADDITION_REQUESTED', 'REPLACEMENT_REQUESTED', 'PENDING_RESPONSE']);

/** Members are the same person when they share userId (USER), groupId (GROUP) or phone (INVITE). */
function sameAssignee(member: ItemMember, assignee: Assignee): boolean {
  if (member.type !== assignee.type) return false;
  if (assignee.type === 'USER') return member.userId === assignee.userId;
  if (assignee.type === 'GROUP') return member.groupId === assignee.groupId;
  return member.countryCode === assignee.countryCode && member.phone === assignee.phone;
}

function touched(state: EmulatorState, item: CalendarItem): void {
  item.updatedAt = nextStamp(state, item.updatedAt);
  state.version += 1;
}

export function userMemberOf(item: CalendarItem, userId: string): ItemMember | undefined {
  return item.members.find((m) => m.type === 'USER' && m.userId === userId);
}

/** POST .../members: add (or update) assignees, then set the item status to newCalendarItemStatus. */
export function addMembers(
  state: EmulatorState,
  item: CalendarItem,
  body: { newCalendarItemStatus: string; shouldReplaceMemberStatuses: boolean },
  assignees: Assignee[],
): void {
  assignees.forEach((a, index) => {
    if (a.type === 'USER') checkUserInOrganization(state, item.organizationId, a.userId as string, `members.${index}.userId`);
  });
  const now = state.now();
  for (const assignee of assignees) {
    const existing = item.members.find((m) => sameAssignee(m, assignee));
    if (existing) {
      if (body.shouldReplaceMemberStatuses && existing.status !== assignee.initialStatus) {
        existing.status = assignee.initialStatus;
        existing.updatedAt = now;
      }
      continue;
    }
    const { initialStatus, ...fields } = assignee;
    const member: ItemMember = { type: fields.type, status: initialStatus, updatedAt: now };
    if (fields.type === 'USER') member.userId = fields.userId;
    if (fields.type === 'GROUP') member.groupId = fields.groupId;
    if (fields.type === 'INVITE') Object.assign(member, { fullName: fields.fullName, countryCode: fields.countryCode, phone: fields.phone });
    item.members.push(member);
  }
  item.statusOverride = body.newCalendarItemStatus;
  touched(state, item);
}

/** POST .../members/{userId}: a user of the organization asks to join an item they are not on. */
export function requestAddition(state: EmulatorState, item: CalendarItem, userId: string): void {
  if (!state.directory.users.has(userId)) throw notFound(`User ${userId} not found`);
  checkUserInOrganization(state, item.organizationId, userId, 'userId');
  if (userMemberOf(item, userId)) {
    throw invalid(`User ${userId} is already a member of this item`, [{ path: 'userId', message: 'Already a member of the item' }]);
  }
  item.members.push({ type: 'USER', userId, status: 'ADDITION_REQUESTED', updatedAt: state.now() });
  afterMemberChange(item);
  touched(state, item);
}

/** PATCH .../members/{userId}: approve (ACCEPTED) or decline (DECLINED) a pending member. */
export function decide(state: EmulatorState, item: CalendarItem, userId: string, status: MemberDecision): void {
  const member = userMemberOf(item, userId);
  if (!member) throw notFound(`User ${userId} is not a member of calendar item ${item.id}`);
  if (!PENDING.has(member.status)) {
    throw invalid('member is not pending', [
      { path: 'status', message: `The member is ${member.status}; only ADDITION_REQUESTED, REPLACEMENT_REQUESTED or PENDING_RESPONSE can be decided` },
    ]);
  }
  if (state.behaviour.replacementAnswers === 'cover') answerAsCover(item, member, status);
  else member.status = status;
  member.updatedAt = state.now();
  afterMemberChange(item);
  touched(state, item);
}

/** DELETE .../members/{userId}: removes the user from the item. */
export function removeMember(state: EmulatorState, item: CalendarItem, userId: string): void {
  const member = userMemberOf(item, userId);
  if (!member) throw notFound(`User ${userId} is not a member of calendar item ${item.id}`);
  item.members = item.members.filter((m) => m !== member);
  afterMemberChange(item);
  touched(state, item);
}
