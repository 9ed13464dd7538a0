import 'server-only';
import type { z } from 'zod';
import type { CreateCalendarItemBody, PatchCalendarItemBody } from '@/lib/contract/calendar-item';
import type { createItemInputSchema, updateItemInputSchema } from '@/lib/schedule/item-inputs';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemLabel } from '@/lib/schedule/item-words';
import { isNoLongerOn } from '@/lib/schedule/member-presence';
import type { AuditPatch } from '@/lib/server/access';
import type { WriteOutcome } from './calendar-service';

/** The service's create request for what the New item form asked; its first assignee only when `withAssignee`. */
export function createBodyOf(input: z.output<typeof createItemInputSchema>, withAssignee: boolean): CreateCalendarItemBody {
  return {
    organizationId: input.organizationId,
    type: input.type,
    start: input.start,
    end: input.end,
    timeZoneName: input.timeZoneName,
    muteAssignmentNotifications: input.muteAssignmentNotifications,
    ...(input.name ? { name: input.name } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    ...(withAssignee && input.assigneeUserId ? { members: { type: 'USER' as const, userId: input.assigneeUserId } } : {}),
  };
}

/** What the audit log keeps of an item: what a manager sees, with times as ISO UTC for reading. */
export function auditView(item: ScheduleItem) {
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    notes: item.notes,
    start: new Date(item.start).toISOString(),
    end: new Date(item.end).toISOString(),
    timeZoneName: item.timeZoneName,
    status: item.status,
    muteAssignmentNotifications: item.muteAssignmentNotifications,
    members: item.members.map((m) => `${m.displayName} (${m.status})`),
  };
}

/**
 * The item as a "Recent changes" line names it (lib/history/change-kinds.ts reads it back): kept
 * at write time, so a later rename does not rewrite the line.
 */
export function changeFacts(item: ScheduleItem) {
  return { item: itemLabel(item), start: item.start, timeZone: item.timeZoneName ?? 'UTC' };
}

/**
 * What Undo needs to make a deleted item again: its fields and the people on it (USER members
 * still on it; groups and invites are not people the history can put back).
 */
export function restoreFacts(item: ScheduleItem) {
  const people = item.members.filter((m) => m.type === 'USER' && m.userId !== null && !isNoLongerOn(m.status)).map((m) => ({ userId: m.userId as string, name: m.displayName, status: m.status }));
  return { type: item.type, name: item.name, notes: item.notes, end: item.end, muteAssignmentNotifications: item.muteAssignmentNotifications, people };
}

/**
 * The PATCH body of an edit: only fields the manager touched. A cleared text field or status is
 * sent as null, which the service reads as "unset"; start and end are never unset.
 */
export function patchOf(input: z.output<typeof updateItemInputSchema>): PatchCalendarItemBody {
  const patch: PatchCalendarItemBody = {};
  if (input.name !== undefined) patch.name = input.name ? input.name : null;
  if (input.notes !== undefined) patch.notes = input.notes ? input.notes : null;
  if (input.status !== undefined) patch.status = input.status ? input.status : null;
  if (input.muteAssignmentNotifications !== undefined) patch.muteAssignmentNotifications = input.muteAssignmentNotifications;
  return patch;
}

/** Before and after of a saved write; a conflict writes nothing, so it keeps the item as found. */
export function auditOfOutcome(
  outcome: WriteOutcome | { status: 'deleted'; before: ScheduleItem },
): AuditPatch {
  if (outcome.status === 'conflict') return { detail: { conflict: true, current: auditView(outcome.current) } };
  if (outcome.status === 'deleted') return { before: auditView(outcome.before), after: null };
  return { before: auditView(outcome.before), after: auditView(outcome.item) };
}
