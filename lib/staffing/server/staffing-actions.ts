import 'server-only';
import { assignMembersInputSchema, memberRefInputSchema } from '@/lib/staffing/member-inputs';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { auditView } from '@/lib/schedule/server';
import { assigneeName, memberNameOn } from './member-names';
import { assignMembers, removeMember, requestAddition } from './member-writes';

// Staffing one item, as definitions and handlers (lib/staffing/actions.ts makes them server
// actions): add assignees (one request each), ask on a worker's behalf, remove someone. A batch
// hands the pipeline one audit entry per assignee, so the log says exactly who was added and who not.
// Each entry keeps the person's name as it was (detail.member) for the audit page's sentence.

const memberTarget = (input: { itemId: string; userId: string }) => ({ type: 'calendar_item_member', id: `${input.itemId}/${input.userId}` });

type AssignInput = typeof assignMembersInputSchema;
export const assignMembersDefinition = {
  input: assignMembersInputSchema,
  role: 'scheduler',
  name: 'assignItemMembers',
  scope: itemOfOrganization,
  audit: { action: 'member.assigned', target: (input) => ({ type: 'calendar_item', id: input.itemId }) },
} satisfies ActionDefinition<AssignInput>;

export const assignItemMembers = (async (input, ctx) => {
  const outcome = await assignMembers(ctx.services, input);
  for (const result of outcome.results) {
    const who = result.assignee.userId ?? result.assignee.groupId ?? `${result.assignee.fullName} +${result.assignee.countryCode} ${result.assignee.phone}`;
    ctx.auditEach({
      outcome: result.ok ? 'success' : 'failure',
      before: auditView(outcome.before),
      after: result.ok ? auditView(outcome.item) : undefined,
      detail: { assignee: { type: result.assignee.type, who }, member: assigneeName(result.assignee, outcome.item, outcome.before), initialStatus: input.initialStatus, newCalendarItemStatus: input.newCalendarItemStatus, shouldReplaceMemberStatuses: input.shouldReplaceMemberStatuses, ...(result.ok ? {} : { error: result.error.message }) },
    });
  }
  return outcome;
}) satisfies ActionHandler<AssignInput, unknown>;

export const requestAdditionDefinition = { input: memberRefInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action: 'member.addition_requested', target: memberTarget } } satisfies ActionDefinition<typeof memberRefInputSchema>;

export const requestItemAddition = (async (input, ctx) => {
  const outcome = await requestAddition(ctx.services, input.organizationId, input.itemId, input.userId);
  ctx.audit({ before: auditView(outcome.before), after: auditView(outcome.item), detail: { member: memberNameOn(input.userId, outcome.item, outcome.before) } });
  return outcome.item;
}) satisfies ActionHandler<typeof memberRefInputSchema, unknown>;

export const removeMemberDefinition = { input: memberRefInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action: 'member.removed', target: memberTarget } } satisfies ActionDefinition<typeof memberRefInputSchema>;

export const removeItemMember = (async (input, ctx) => {
  const outcome = await removeMember(ctx.services, input.organizationId, input.itemId, input.userId);
  ctx.audit({ before: auditView(outcome.before), after: auditView(outcome.item), detail: { member: memberNameOn(input.userId, outcome.before, outcome.item) } });
  return outcome.item;
}) satisfies ActionHandler<typeof memberRefInputSchema, unknown>;
