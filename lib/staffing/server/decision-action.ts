import 'server-only';
import type { MemberDecision } from '@/lib/contract/members';
import { memberDecisionInputSchema } from '@/lib/staffing/decision-input';
import type { DecisionResult } from '@/lib/staffing/decision-plan';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { decideMember, toDecisionResult } from './decide-member';
import { auditBefore, auditOfDecision, decisionChange } from './decision-audit';

// Approve and decline as definitions and handlers, served as POST routes
// (app/api/organizations/[organizationId]/requests/approve and decline) so that decisions run side
// by side: validate -> authorise (scheduler) -> read the member -> write only if still pending ->
// audit every attempt with before and after -> typed result. "No longer pending" is a result, not
// an error: the inbox shows it on the row. A decision sent is a line in the manager's "Recent
// changes", without Undo: the worker has had the answer.

type Schema = typeof memberDecisionInputSchema;

const definitionOf = (action: string) =>
  ({ input: memberDecisionInputSchema, role: 'scheduler', scope: itemOfOrganization, audit: { action, target: (input) => ({ type: 'calendar_item', id: input.itemId }) } }) satisfies ActionDefinition<Schema>;

const handlerOf =
  (decision: MemberDecision): ActionHandler<Schema, DecisionResult> =>
  async (input, ctx) => {
    const outcome = await decideMember(ctx.services, input, decision, (before) => ctx.audit(auditBefore(before)));
    ctx.audit(auditOfDecision(outcome));
    const remembered = decisionChange(outcome);
    if (remembered) ctx.remember({ organizationId: input.organizationId, itemId: input.itemId, kind: 'decided', change: remembered, afterVersion: null });
    return toDecisionResult(outcome);
  };

export const approveMemberDefinition = definitionOf('member.approved');
export const approveMember = handlerOf('ACCEPTED');
export const declineMemberDefinition = definitionOf('member.declined');
export const declineMember = handlerOf('DECLINED');
