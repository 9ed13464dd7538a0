import type { CalendarItemRecord } from '@/lib/contract/calendar-item';
import type { Behaviour } from '../state/behaviour';
import type { CalendarItem, ItemMember } from '../state/types';
import { itemStatus } from './item-status';

function presentMember(member: ItemMember): CalendarItemRecord['members'][number] {
  // Only the fields the member has; identity fields first, as a person reads them.
  return {
    type: member.type,
    ...(member.userId !== undefined && { userId: member.userId }),
    ...(member.groupId !== undefined && { groupId: member.groupId }),
    ...(member.fullName !== undefined && { fullName: member.fullName }),
    ...(member.countryCode !== undefined && { countryCode: member.countryCode }),
    ...(member.phone !== undefined && { phone: member.phone }),
    status: member.status,
    updatedAt: member.updatedAt,
  };
}

/** The record exactly as the emulator chooses it (docs/decisions/spec-readings.md) (`calendarItemRecordSchema`). */
export function toRecord(item: CalendarItem): CalendarItemRecord {
  return {
    id: item.id,
    organizationId: item.organizationId,
    type: item.type,
    name: item.name,
    notes: item.notes,
    start: item.start,
    end: item.end,
    timeZoneName: item.timeZoneName,
    status: itemStatus(item),
    muteAssignmentNotifications: item.muteAssignmentNotifications,
    members: item.members.map(presentMember),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    deleted: item.deleted,
  };
}

/** The record as the interface sends it, bent by the behaviour switches (tolerant-reader tests). */
export function presentItem(item: CalendarItem, behaviour: Behaviour): Record<string, unknown> {
  const record: Record<string, unknown> = toRecord(item);
  if (behaviour.itemOrganization === 'omitted') delete record.organizationId;
  if (behaviour.idField === 'calendarItemId') {
    const { id, ...rest } = record;
    return presentTimes({ calendarItemId: id, ...rest }, behaviour);
  }
  return presentTimes(record, behaviour);
}

function presentTimes(record: Record<string, unknown>, behaviour: Behaviour): Record<string, unknown> {
  if (behaviour.timesAs === 'number') return record;
  for (const key of ['start', 'end', 'createdAt', 'updatedAt']) record[key] = String(record[key]);
  return record;
}
