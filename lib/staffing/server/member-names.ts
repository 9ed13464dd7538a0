import 'server-only';
import type { Assignee } from '@/lib/contract/members';
import type { ScheduleItem } from '@/lib/schedule';

// The name a person had on an item when a change was made, for the audit log's sentence: kept
// with the entry, so renaming the person later does not rewrite what the log says happened.

/** The display name of the member with this user id on either snapshot of the item, or null. */
export function memberNameOn(userId: string, ...items: ScheduleItem[]): string | null {
  for (const item of items) {
    const member = item.members.find((m) => m.type === 'USER' && m.userId === userId);
    if (member) return member.displayName;
  }
  return null;
}

/** An assignee's name: a user's or a group's as the item shows it, an invite's as typed. */
export function assigneeName(assignee: Assignee, ...items: ScheduleItem[]): string | null {
  if (assignee.type === 'INVITE') return assignee.fullName ?? null;
  if (assignee.userId) return memberNameOn(assignee.userId, ...items);
  const group = items.flatMap((item) => item.members).find((m) => m.type === 'GROUP' && m.groupId === assignee.groupId);
  return group?.displayName ?? null;
}
