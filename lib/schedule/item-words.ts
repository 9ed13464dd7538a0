import { isNoLongerOn } from '@/lib/staffing/member-presence';
import type { ScheduleItem } from './schedule-item';

// Words for calendar item types, item statuses and member statuses, the same on screen, on paper
// and in exports. Unknown values from the service are shown as they are (tolerant reader), never
// dropped.

export const itemTypeLabels: Record<string, string> = {
  MULTI_ASSIGNEE_SHIFT: 'Shift',
  TIME_OFF: 'Time off',
  MEETING: 'Meeting',
};

export function itemTypeLabel(type: string): string {
  return itemTypeLabels[type] ?? type;
}

export const itemStatusLabels: Record<string, string> = {
  OPEN: 'Open',
  ASSIGNED: 'Assigned',
  CANCELLED: 'Cancelled',
  DELETED: 'Deleted',
};

export function itemStatusLabel(status: string): string {
  return itemStatusLabels[status] ?? status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}

export const memberStatusLabels: Record<string, string> = {
  ACCEPTED: 'Accepted',
  ASSIGNED: 'Assigned',
  PENDING_RESPONSE: 'Awaiting the worker',
  DECLINED: 'Declined',
  DELETED: 'Removed',
  ADDITION_REQUESTED: 'Asked to join',
  REPLACEMENT_REQUESTED: 'Asked to be replaced',
  DENIED: 'Denied',
};

export function memberStatusLabel(status: string): string {
  return memberStatusLabels[status] ?? status;
}

/** People working the item: not those who declined, were removed or denied. */
export function workingMembers(item: ScheduleItem) {
  return item.members.filter((m) => !isNoLongerOn(m.status));
}

/** The event's title. Time off leads with whose it is: "Annual leave" alone says nothing on a busy week. */
export function itemTitle(item: ScheduleItem): string {
  const name = item.name || itemTypeLabel(item.type);
  if (item.type !== 'TIME_OFF') return name;
  const who = workingMembers(item).map((m) => m.displayName);
  return who.length > 0 ? `${who.join(', ')} · ${name}` : name;
}
