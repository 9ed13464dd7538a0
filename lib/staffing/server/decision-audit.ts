import 'server-only';
import type { AuditPatch } from '@/lib/server/access';
import { itemTypeLabel } from '@/lib/schedule';
import type { DecisionOutcome, MemberSnapshot } from './decide-member';

// What the audit log keeps of a decision: the member's status before and after (unchanged when
// nothing was sent), the item (name, start and zone) and the user's name as they were then, and
// how it ended. The audit page builds its sentence from these (lib/audit/audit-sentence.ts).

function view(member: MemberSnapshot) {
  return {
    itemId: member.itemId,
    item: member.itemName ?? member.itemType,
    start: member.itemStart === null ? null : new Date(member.itemStart).toISOString(),
    timeZone: member.itemTimeZone,
    userId: member.userId,
    member: member.name,
    status: member.status,
  };
}

export function auditBefore(member: MemberSnapshot): AuditPatch {
  return { before: view(member), detail: { userId: member.userId } };
}

export function auditOfDecision(outcome: DecisionOutcome): AuditPatch {
  const userId = outcome.before.userId;
  if (outcome.result === 'not_pending') {
    const now = 'gone' in outcome.now ? outcome.now.gone : outcome.now.status;
    return { before: view(outcome.before), after: view(outcome.before), detail: { userId, result: 'no_longer_pending', now } };
  }
  return {
    before: view(outcome.before),
    after: view(outcome.after),
    detail: { userId, result: outcome.alreadyApplied ? 'already_done' : 'sent', ...(outcome.ruleBreaks ? { ruleBreaks: outcome.ruleBreaks } : {}) },
  };
}

/** A decision sent, as "Recent changes" keeps it (lib/history/change-kinds.ts); null when nothing was sent. */
export function decisionChange(outcome: DecisionOutcome): Record<string, unknown> | null {
  if (outcome.result !== 'done' || outcome.alreadyApplied || outcome.before.itemStart === null) return null;
  const { before } = outcome;
  return {
    item: before.itemName?.trim() || itemTypeLabel(before.itemType ?? ''),
    start: before.itemStart,
    timeZone: before.itemTimeZone ?? 'UTC',
    person: before.name ?? `user ${before.userId}`,
    decision: outcome.decision === 'ACCEPTED' ? 'approved' : 'declined',
    request: before.status ?? '',
  };
}
