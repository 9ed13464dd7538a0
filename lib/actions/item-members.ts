'use server';

import { defineAction } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { auditView } from '@/lib/server/calendar/item-writes';
import { assignMembers, removeMember, requestAddition } from '@/lib/server/members/member-writes';
import { assignMembersInputSchema, memberRefInputSchema } from '@/lib/schedule/member-inputs';

// Staffing one item: add assignees (one request each), ask on a worker's behalf, remove someone.
// A batch writes one audit entry per assignee, so the log says exactly who was added and who not.

const memberTarget = (input: { itemId: string; userId: string }) => ({ type: 'calendar_item_member', id: `${input.itemId}/${input.userId}` });

const assign = defineAction({ input: assignMembersInputSchema, role: 'scheduler', name: 'assignItemMembers' }, async (input, ctx) => {
  const outcome = await assignMembers(input);
  for (const result of outcome.results) {
    const who = result.assignee.userId ?? result.assignee.groupId ?? `${result.assignee.fullName} +${result.assignee.countryCode} ${result.assignee.phone}`;
    await recordAudit(
      {
        action: 'member.assigned',
        outcome: result.ok ? 'success' : 'failure',
        actor: ctx.user,
        target: { type: 'calendar_item', id: input.itemId },
        before: result.ok ? auditView(outcome.before) : undefined,
        after: result.ok ? auditView(outcome.item) : undefined,
        detail: { assignee: { type: result.assignee.type, who }, initialStatus: input.initialStatus, newCalendarItemStatus: input.newCalendarItemStatus, shouldReplaceMemberStatuses: input.shouldReplaceMemberStatuses, ...(result.ok ? {} : { error: result.error.message }) },
      },
      ctx.db,
    );
  }
  return outcome;
});

const request = defineAction(
  { input: memberRefInputSchema, role: 'scheduler', audit: { action: 'member.addition_requested', target: memberTarget } },
  async (input, ctx) => {
    const outcome = await requestAddition(input.organizationId, input.itemId, input.userId);
    ctx.audit({ before: auditView(outcome.before), after: auditView(outcome.item) });
    return outcome.item;
  },
);

const remove = defineAction({ input: memberRefInputSchema, role: 'scheduler', audit: { action: 'member.removed', target: memberTarget } }, async (input, ctx) => {
  const outcome = await removeMember(input.organizationId, input.itemId, input.userId);
  ctx.audit({ before: auditView(outcome.before), after: auditView(outcome.item) });
  return outcome.item;
});

export async function assignItemMembersAction(raw: unknown) {
  return assign(raw);
}
export async function requestItemAdditionAction(raw: unknown) {
  return request(raw);
}
export async function removeItemMemberAction(raw: unknown) {
  return remove(raw);
}
