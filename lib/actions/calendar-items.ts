'use server';

import { defineAction } from '@/lib/server/access';
import { createScheduleItem, deleteScheduleItem, patchScheduleItem } from '@/lib/server/calendar/calendar-service';
import { auditOfOutcome, auditView, patchOf } from '@/lib/server/calendar/item-writes';
import { createItemInputSchema, deleteItemInputSchema, moveItemInputSchema, updateItemInputSchema } from '@/lib/schedule/item-inputs';

// The schedule's writes. Each is validate -> authorise (scheduler) -> write -> audit with before
// and after -> typed result; a conflict is a result, not an error, so the browser can offer
// "keep mine" or "reload" with the item as it is now.

const target = (input: { itemId: string }) => ({ type: 'calendar_item', id: input.itemId });

const createItem = defineAction(
  { input: createItemInputSchema, role: 'scheduler', audit: { action: 'calendar_item.created', target: (i) => ({ type: 'organization', id: i.organizationId }) } },
  async (input, ctx) => {
    const item = await createScheduleItem({
      organizationId: input.organizationId,
      type: input.type,
      start: input.start,
      end: input.end,
      timeZoneName: input.timeZoneName,
      muteAssignmentNotifications: input.muteAssignmentNotifications,
      ...(input.name ? { name: input.name } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
      ...(input.assigneeUserId ? { members: { type: 'USER' as const, userId: input.assigneeUserId } } : {}),
    });
    ctx.audit({ target: { type: 'calendar_item', id: item.id }, after: auditView(item) });
    return item;
  },
);

const moveItem = defineAction({ input: moveItemInputSchema, role: 'scheduler', audit: { action: 'calendar_item.moved', target } }, async (input, ctx) => {
  const outcome = await patchScheduleItem(input.organizationId, input.itemId, { start: String(input.start), end: String(input.end) }, input);
  ctx.audit(auditOfOutcome(outcome));
  return outcome;
});

const updateItem = defineAction({ input: updateItemInputSchema, role: 'scheduler', audit: { action: 'calendar_item.updated', target } }, async (input, ctx) => {
  const outcome = await patchScheduleItem(input.organizationId, input.itemId, patchOf(input), input);
  ctx.audit(auditOfOutcome(outcome));
  return outcome;
});

const deleteItem = defineAction({ input: deleteItemInputSchema, role: 'scheduler', audit: { action: 'calendar_item.deleted', target } }, async (input, ctx) => {
  const outcome = await deleteScheduleItem(input.organizationId, input.itemId, input);
  ctx.audit(auditOfOutcome(outcome));
  return outcome;
});

export async function createCalendarItemAction(raw: unknown) {
  return createItem(raw);
}
export async function moveCalendarItemAction(raw: unknown) {
  return moveItem(raw);
}
export async function updateCalendarItemAction(raw: unknown) {
  return updateItem(raw);
}
export async function deleteCalendarItemAction(raw: unknown) {
  return deleteItem(raw);
}
