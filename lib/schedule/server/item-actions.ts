import 'server-only';
import { createItemInputSchema, deleteItemInputSchema, moveItemInputSchema, updateItemInputSchema } from '@/lib/schedule/item-inputs';
import { inOrganization, itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { createScheduleItem, deleteScheduleItem, patchScheduleItem } from './calendar-service';
import { auditOfOutcome, auditView, changeFacts, createBodyOf, patchOf, restoreFacts } from './item-writes';
import { requireConfirmedConflicts, requireConfirmedMove } from './conflict-check';
import type { RuleBreakOverride } from '@/lib/working-time';

// The schedule's writes, as definitions and handlers (lib/schedule/actions.ts makes them
// server actions). Each is validate -> authorise (scheduler) -> write -> audit with before and
// after -> typed result; a conflict is a result, not an error, so the browser can offer "keep
// mine" or "reload" with the item as it is now.

const target = (input: { itemId: string }) => ({ type: 'calendar_item', id: input.itemId });

type CreateInput = typeof createItemInputSchema;
export const createItemDefinition = {
  input: createItemInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'calendar_item.created', target: (i) => ({ type: 'organization', id: i.organizationId }) },
} satisfies ActionDefinition<CreateInput>;

export const createItem = (async (input, ctx) => {
  const made = { id: '', type: input.type, status: 'ASSIGNED', start: input.start, end: input.end };
  const ruleBreaks = input.assigneeUserId ? await requireConfirmedConflicts(ctx.services, input.organizationId, made, [input.assigneeUserId], input) : null;
  const item = await createScheduleItem(ctx.services, createBodyOf(input, true));
  ctx.audit({ target: { type: 'calendar_item', id: item.id }, after: auditView(item), ...(ruleBreaks ? { detail: { ruleBreaks } } : {}) });
  return item;
}) satisfies ActionHandler<CreateInput, unknown>;

export const moveItemDefinition = { input: moveItemInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action: 'calendar_item.moved', target } } satisfies ActionDefinition<typeof moveItemInputSchema>;

export const moveItem = (async (input, ctx) => {
  // The people on it at the new times, as an assignment asks: double bookings, and rule breaks with a reason.
  let ruleBreaks: RuleBreakOverride | null = null;
  const beforeWrite = async (before: ScheduleItem) => void (ruleBreaks = await requireConfirmedMove(ctx.services, input.organizationId, before, input, input));
  const outcome = await patchScheduleItem(ctx.services, input.organizationId, input.itemId, { start: String(input.start), end: String(input.end) }, { ...input, justRead: ctx.scopedItem, beforeWrite });
  ctx.audit({ ...auditOfOutcome(outcome), ...(ruleBreaks ? { detail: { ruleBreaks } } : {}) });
  if (outcome.status === 'saved') {
    const { before, item } = outcome;
    const change = { ...changeFacts(before), from: { start: before.start, end: before.end }, to: { start: item.start, end: item.end } };
    ctx.remember({ organizationId: input.organizationId, itemId: item.id, kind: 'moved', change, afterVersion: item.version });
  }
  return outcome;
}) satisfies ActionHandler<typeof moveItemInputSchema, unknown>;

export const updateItemDefinition = { input: updateItemInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action: 'calendar_item.updated', target } } satisfies ActionDefinition<typeof updateItemInputSchema>;

export const updateItem = (async (input, ctx) => {
  const outcome = await patchScheduleItem(ctx.services, input.organizationId, input.itemId, patchOf(input), { ...input, justRead: ctx.scopedItem });
  ctx.audit(auditOfOutcome(outcome));
  return outcome;
}) satisfies ActionHandler<typeof updateItemInputSchema, unknown>;

export const deleteItemDefinition = { input: deleteItemInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action: 'calendar_item.deleted', target } } satisfies ActionDefinition<typeof deleteItemInputSchema>;

export const deleteItem = (async (input, ctx) => {
  const outcome = await deleteScheduleItem(ctx.services, input.organizationId, input.itemId, { ...input, justRead: ctx.scopedItem });
  ctx.audit(auditOfOutcome(outcome));
  if (outcome.status === 'deleted') ctx.remember({ organizationId: input.organizationId, itemId: input.itemId, kind: 'deleted', change: { ...changeFacts(outcome.before), restore: restoreFacts(outcome.before) }, afterVersion: null });
  return outcome;
}) satisfies ActionHandler<typeof deleteItemInputSchema, unknown>;
