import 'server-only';
import { auditView } from '@/lib/schedule/server';
import type { ScheduleItem } from '@/lib/schedule';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { replacementInputSchema } from '@/lib/staffing/replacement-input';
import type { ReplacementChoice } from '@/lib/staffing/replacement-plan';
import type { ReplacementResult } from '@/lib/staffing/replacement-result';
import { answerReplacement, type ReplacementOutcome } from './answer-replacement';
import { memberNameOn } from './member-names';

// The answer to a replacement request as a POST route (app/api/organizations/[organizationId]/
// requests/replacement), beside approve and decline: validate -> authorise (scheduler) -> read ->
// the moves, each read back -> one audit entry with the item before and after, who asked, who
// covers and how it ended. "No longer pending" and "waiting for the cover" are results, not errors.

type Schema = typeof replacementInputSchema;

const statusOn = (item: ScheduleItem, userId: string | null) => (userId === null ? null : (item.members.find((m) => m.userId === userId)?.status ?? null));

function toResult(outcome: ReplacementOutcome, choice: ReplacementChoice, userId: string, coverUserId: string | null): ReplacementResult {
  if (outcome.result === 'not_pending') return { result: 'not_pending', choice, now: outcome.now };
  const alreadyApplied = outcome.result === 'done' && outcome.alreadyApplied;
  return { result: outcome.result, choice, alreadyApplied, requester: statusOn(outcome.after, userId), cover: statusOn(outcome.after, coverUserId) };
}

export const answerReplacementDefinition = {
  input: replacementInputSchema,
  role: 'scheduler',
  scope: itemOfOrganization,
  audit: { action: 'member.replacement_answered', target: (input) => ({ type: 'calendar_item_member', id: `${input.itemId}/${input.userId}` }) },
} satisfies ActionDefinition<Schema>;

export const answerReplacementRequest = (async (input, ctx) => {
  const { userId, coverUserId, choice } = input;
  let before: ScheduleItem | null = null;
  const facts = (...items: (ScheduleItem | null)[]) => {
    const known = items.filter((i): i is ScheduleItem => i !== null);
    return { choice, member: memberNameOn(userId, ...known), cover: coverUserId === null ? null : memberNameOn(coverUserId, ...known) };
  };
  const outcome = await answerReplacement(ctx.services, input, (found) => {
    before = found;
    ctx.audit({ before: found ? auditView(found) : undefined, detail: facts(found) });
  });
  const after = outcome.result === 'not_pending' ? null : outcome.after;
  const result = toResult(outcome, choice, userId, coverUserId);
  ctx.audit({ before: before ? auditView(before) : undefined, after: after ? auditView(after) : undefined, detail: { ...facts(after, before), ...result, ...(outcome.result !== 'not_pending' && outcome.ruleBreaks ? { ruleBreaks: outcome.ruleBreaks } : {}) } });
  return result;
}) satisfies ActionHandler<Schema, ReplacementResult>;
