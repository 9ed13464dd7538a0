import 'server-only';
import type { CalendarItem, CalendarItemMember } from '@/lib/contract/calendar-item';
import type { UserProfile } from '@/lib/people/server';
import { versionOf, type ScheduleItem, type ScheduleItemDetail, type ScheduleMember } from '@/lib/schedule/schedule-item';

/** The user ids an item's members name, for one batched profile look-up. */
export function memberUserIds(items: readonly CalendarItem[]): string[] {
  return items.flatMap((item) => item.members.flatMap((m) => (m.userId ? [m.userId] : [])));
}

const ASKING = new Set(['ADDITION_REQUESTED', 'REPLACEMENT_REQUESTED']);

function toMember(member: CalendarItemMember, profiles: ReadonlyMap<string, UserProfile>): ScheduleMember {
  const profile = member.userId ? profiles.get(member.userId) : undefined;
  const key =
    member.type === 'USER' && member.userId
      ? `USER:${member.userId}`
      : member.type === 'GROUP' && member.groupId
        ? `GROUP:${member.groupId}`
        : `${member.type}:${member.fullName ?? ''}:${member.countryCode ?? ''}${member.phone ?? ''}:${member.userId ?? member.groupId ?? ''}`;
  const displayName =
    profile?.fullName ?? member.fullName ?? (member.groupId ? `Group ${member.groupId}` : member.userId ? `User ${member.userId}` : 'Unknown');
  const shown: ScheduleMember = {
    key,
    type: member.type,
    userId: member.userId ?? null,
    groupId: member.groupId ?? null,
    displayName,
    avatarUrl: profile?.avatarPublicId ? `/api/assets/${profile.avatarPublicId}` : null,
    status: member.status,
    phone: member.phone ? `+${member.countryCode ?? ''} ${member.phone}`.trim() : null,
  };
  return ASKING.has(member.status) && member.updatedAt !== undefined ? { ...shown, requestedAt: member.updatedAt } : shown;
}

export function toScheduleItem(item: CalendarItem, profiles: ReadonlyMap<string, UserProfile>): ScheduleItem {
  const base = {
    id: item.id,
    type: item.type,
    name: item.name ?? null,
    notes: item.notes ?? null,
    start: item.start,
    end: item.end,
    timeZoneName: item.timeZoneName ?? null,
    status: item.status,
    muteAssignmentNotifications: item.muteAssignmentNotifications,
    members: item.members.map((m) => toMember(m, profiles)),
    createdAt: item.createdAt ?? null,
    updatedAt: item.updatedAt ?? null,
  };
  return { ...base, version: versionOf(base) };
}

export function toScheduleItemDetail(item: CalendarItem, profiles: ReadonlyMap<string, UserProfile>): ScheduleItemDetail {
  return { ...toScheduleItem(item, profiles), raw: item.raw };
}
