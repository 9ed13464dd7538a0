import 'server-only';
import { AppError } from '@/lib/errors';
import { assignMembersInputSchema, memberRefInputSchema, reassignMemberInputSchema } from '@/lib/staffing/member-inputs';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { auditView, changeFacts } from '@/lib/schedule/server';
import { assigneeName, memberNameOn } from './member-names';
import { assignMembers, removeMember, requestAddition } from './member-writes';
import { toErrorShape } from '@/lib/server/access/error-shape';
import type { ScheduleItem } from '@/lib/schedule';
import type { RuleBreakOverride } from '@/lib/working-time';

// Staffing one item, as definitions and handlers (lib/staffing/actions.ts makes them server
// actions): add assignees (one request each), ask on a worker's behalf, remove someone. A batch
// hands the pipeline one audit entry per assignee, so the log says exactly who was added and who not.
// Each entry keeps the person's name as it was (detail.member) for the audit page's sentence.
// Each saved write is remembered for the user's "Recent changes" (lib/history) with what its Undo needs.

/** The rule breaks gone ahead with for this person, as the audit entry's detail keeps them. */
const ruleBreaksOf = (outcome: { ruleBreaks: RuleBreakOverride | null }, userId: string | null | undefined) => {
  const person = outcome.ruleBreaks?.people.find((p) => p.userId === userId);
  return person ? { ruleBreaks: { reason: outcome.ruleBreaks!.reason, breaks: person.breaks } } : {};
};

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
      detail: { assignee: { type: result.assignee.type, who }, member: assigneeName(result.assignee, outcome.item, outcome.before), initialStatus: input.initialStatus, newCalendarItemStatus: input.newCalendarItemStatus, shouldReplaceMemberStatuses: input.shouldReplaceMemberStatuses, ...(result.ok ? {} : { error: result.error.message }), ...ruleBreaksOf(outcome, result.assignee.userId) },
    });
  }
  // Only people of the organization can be taken off again by an Undo (a group or an invite has no user id to remove).
  const people = outcome.results.flatMap((r) => (r.ok && r.assignee.type === 'USER' && r.assignee.userId ? [{ userId: r.assignee.userId, name: memberNameOn(r.assignee.userId, outcome.item) ?? `user ${r.assignee.userId}` }] : []));
  if (people.length > 0) ctx.remember({ organizationId: input.organizationId, itemId: input.itemId, kind: 'added', change: { ...changeFacts(outcome.before), people }, afterVersion: outcome.item.version });
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
  const name = memberNameOn(input.userId, outcome.before, outcome.item);
  ctx.audit({ before: auditView(outcome.before), after: auditView(outcome.item), detail: { member: name } });
  const person = { userId: input.userId, name: name ?? `user ${input.userId}`, status: statusOn(input.userId, outcome.before) };
  ctx.remember({ organizationId: input.organizationId, itemId: input.itemId, kind: 'removed', change: { ...changeFacts(outcome.before), person }, afterVersion: outcome.item.version });
  return outcome.item;
}) satisfies ActionHandler<typeof memberRefInputSchema, unknown>;

const statusOn = (userId: string, item: ScheduleItem) => item.members.find((m) => m.userId === userId)?.status ?? 'ASSIGNED';

type ReassignInput = typeof reassignMemberInputSchema;
export const reassignMemberDefinition = {
  input: reassignMemberInputSchema,
  role: 'scheduler',
  name: 'reassignItemMember',
  scope: itemOfOrganization,
  audit: { action: 'member.reassigned', target: (input) => ({ type: 'calendar_item', id: input.itemId }) },
} satisfies ActionDefinition<ReassignInput>;

/**
 * The roster's reassignment: the target person is added, then the source taken off, with the same
 * writes as "Add" and "Remove" (one audit entry each). The item's other people are never sent. When
 * the second step fails both people are on it: the answer says why, and the history keeps the addition.
 */
export const reassignItemMember = (async (input, ctx) => {
  const { organizationId, itemId, fromUserId, toUserId, initialStatus, newCalendarItemStatus, confirmConflicts, ruleBreakReason } = input;
  const added = await assignMembers(ctx.services, { organizationId, itemId, assignees: [{ type: 'USER', userId: toUserId, initialStatus }], initialStatus, newCalendarItemStatus, shouldReplaceMemberStatuses: false, confirmConflicts, ruleBreakReason });
  const toName = memberNameOn(toUserId, added.item) ?? `user ${toUserId}`;
  const refused = added.results.find((r) => !r.ok);
  if (refused && !refused.ok) throw new AppError(refused.error.kind, refused.error.message, { fieldErrors: refused.error.fieldErrors });
  ctx.auditEach({ outcome: 'success', before: auditView(added.before), after: auditView(added.item), detail: { step: 'added', member: toName, ...ruleBreaksOf(added, toUserId) } });
  const from = { userId: fromUserId, name: memberNameOn(fromUserId, added.before) ?? `user ${fromUserId}`, status: statusOn(fromUserId, added.before) };
  try {
    const removed = await removeMember(ctx.services, organizationId, itemId, fromUserId);
    ctx.auditEach({ outcome: 'success', before: auditView(removed.before), after: auditView(removed.item), detail: { step: 'removed', member: from.name } });
    ctx.remember({ organizationId, itemId, kind: 'reassigned', change: { ...changeFacts(added.before), from, to: { userId: toUserId, name: toName } }, afterVersion: removed.item.version });
    return { item: removed.item, notRemoved: null };
  } catch (error) {
    const shape = toErrorShape(error, 'reassignItemMember');
    ctx.auditEach({ outcome: 'failure', before: auditView(added.item), detail: { step: 'removed', member: from.name, error: shape.message } });
    ctx.remember({ organizationId, itemId, kind: 'added', change: { ...changeFacts(added.before), people: [{ userId: toUserId, name: toName }] }, afterVersion: added.item.version });
    return { item: added.item, notRemoved: shape.message };
  }
}) satisfies ActionHandler<ReassignInput, { item: ScheduleItem; notRemoved: string | null }>;
