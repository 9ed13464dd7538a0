import type { CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { invalid, notFound } from '../http/api-error';
import { isOrganizationMember, nextStamp, type EmulatorState } from '../state/emulator-state';
import type { CalendarItem } from '../state/types';

// Creating, deleting and looking up calendar items. Patching has its own file.

/** An item by path id; writes refuse deleted items (404), reads may see them. */
export function itemOr404(state: EmulatorState, id: string, options: { allowDeleted: boolean }): CalendarItem {
  const item = state.calendar.get(id);
  if (!item) throw notFound(`Calendar item ${id} not found`);
  if (item.deleted && !options.allowDeleted) throw notFound(`Calendar item ${id} has been deleted`);
  return item;
}

/** A USER member must belong to the item's organization: otherwise invalid input. */
export function checkUserInOrganization(state: EmulatorState, organizationId: string, userId: string, path: string): void {
  if (!state.directory.users.has(userId)) {
    throw invalid(`User ${userId} does not exist`, [{ path, message: 'Unknown user' }]);
  }
  if (!isOrganizationMember(state, organizationId, userId)) {
    throw invalid(`User ${userId} is not a member of organization ${organizationId}`, [
      { path, message: 'The user is not a member of the item’s organization' },
    ]);
  }
}

export function createItem(
  state: EmulatorState,
  body: Omit<CreateCalendarItemBody, 'members'>,
  members: { type: 'USER'; userId: string }[],
): CalendarItem {
  if (!state.directory.organizations.has(body.organizationId)) {
    throw invalid(`Organization ${body.organizationId} does not exist`, [{ path: 'organizationId', message: 'Unknown organization' }]);
  }
  members.forEach((m, index) => checkUserInOrganization(state, body.organizationId, m.userId, `members.${index}.userId`));
  const now = state.now();
  const unique = [...new Set(members.map((m) => m.userId))];
  const item: CalendarItem = {
    id: state.ids.next(),
    organizationId: body.organizationId,
    type: body.type,
    name: body.name === undefined || body.name === '' ? null : body.name,
    notes: body.notes === undefined || body.notes === '' ? null : body.notes,
    start: body.start,
    end: body.end,
    timeZoneName: body.timeZoneName,
    statusOverride: null,
    muteAssignmentNotifications: body.muteAssignmentNotifications ?? false,
    // Whoever is named at creation is assigned: the spec gives no status for these members (the
    // createdMembersAs switch gives the other reading: they wait for their answer).
    members: unique.map((userId) => ({ type: 'USER' as const, userId, status: state.behaviour.createdMembersAs, updatedAt: now })),
    createdAt: now,
    updatedAt: now,
    deleted: false,
  };
  state.calendar.insert(item);
  state.version += 1;
  return item;
}

/** Marks an item deleted. Deleting a deleted item again is a no-op that still succeeds. */
export function deleteItem(state: EmulatorState, item: CalendarItem): void {
  if (item.deleted) return;
  item.deleted = true;
  item.updatedAt = nextStamp(state, item.updatedAt);
  state.version += 1;
}
