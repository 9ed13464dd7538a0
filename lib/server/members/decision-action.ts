import 'server-only';
import type { MemberDecision } from '@/lib/contract/members';
import type { DecisionResult } from '@/lib/requests/decision-plan';
import { memberDecisionInputSchema } from '@/lib/requests/decision-input';
import type { ActionDefinition } from '@/lib/server/access';
import type { ActionHandler } from '@/lib/server/access/types';
import { decideMember, toDecisionResult } from './decide-member';
import { auditBefore, auditOfDecision } from './decision-audit';

// The definition and handler of approve and decline, apart from the 'use server' file so tests
// can run them through the action pipeline (runAction) with their own caller.

export const decisionAudit = { ACCEPTED: 'member.approved', DECLINED: 'member.declined' } as const satisfies Record<MemberDecision, string>;

type Schema = typeof memberDecisionInputSchema;

export function memberDecisionAction(decision: MemberDecision): { def: ActionDefinition<Schema>; handler: ActionHandler<Schema, DecisionResult> } {
  return {
    def: { input: memberDecisionInputSchema, role: 'scheduler', audit: { action: decisionAudit[decision], target: (input) => ({ type: 'calendar_item', id: input.itemId }) } },
    handler: async (input, ctx) => {
      const outcome = await decideMember(input, decision, (before) => ctx.audit(auditBefore(before)));
      ctx.audit(auditOfDecision(outcome));
      return toDecisionResult(outcome);
    },
  };
}
