import 'server-only';
import type { MemberDecision } from '@/lib/contract/members';
import { AppError } from '@/lib/errors';
import { planDecision, type DecisionResult, type MemberNow } from '@/lib/staffing/decision-plan';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { requireConfirmedConflicts, toScheduleItem } from '@/lib/schedule/server';
import { directoryOf } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';
import type { RuleBreakOverride } from '@/lib/working-time';
import { positionQuestions } from './position-questions';

// Approve (ACCEPTED) or decline (DECLINED) one member's request on one item. The service has no
// ETags, so "still pending" is judged on the item read just before writing: a request withdrawn
// or answered in the product meanwhile is reported, never overwritten, and a decision that is
// already in place is reported as done without being sent again (a re-run bulk doubles nothing).

/** The member as found, for the audit log and the answer. */
export type MemberSnapshot = {
  itemId: string;
  itemName: string | null;
  itemType: string | null;
  itemStart: number | null;
  /** The item's own zone, so the audit log can say its start as the schedule did. */
  itemTimeZone: string | null;
  userId: string;
  name: string | null;
  /** Null when the member (or the item) is not there. */
  status: string | null;
};

export type DecisionOutcome =
  | { result: 'done'; decision: MemberDecision; alreadyApplied: boolean; before: MemberSnapshot; after: MemberSnapshot; ruleBreaks?: RuleBreakOverride | null }
  | { result: 'not_pending'; decision: MemberDecision; now: MemberNow; before: MemberSnapshot };

type Found = { now: MemberNow; snapshot: MemberSnapshot; item: ScheduleItem | null };

function snapshotOf(itemId: string, userId: string, item: ScheduleItem | null, member: ScheduleMember | undefined): MemberSnapshot {
  return {
    itemId,
    itemName: item?.name ?? null,
    itemType: item?.type ?? null,
    itemStart: item?.start ?? null,
    itemTimeZone: item?.timeZoneName ?? null,
    userId,
    name: member?.displayName ?? null,
    status: member?.status ?? null,
  };
}

const userMember = (item: ScheduleItem, userId: string) => item.members.find((m) => m.type === 'USER' && m.userId === userId);

async function named(services: AppServices, item: Parameters<typeof toScheduleItem>[0], userId: string): Promise<ScheduleItem> {
  return toScheduleItem(item, await directoryOf(services).users.getProfiles([userId]));
}

/** The member as the service has it now. An item deleted (or gone) means the request is too. */
async function findMember(services: AppServices, organizationId: string, itemId: string, userId: string): Promise<Found> {
  let raw;
  try {
    raw = await services.upstream.getCalendarItem(itemId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return { now: { gone: 'item_deleted' }, snapshot: snapshotOf(itemId, userId, null, undefined), item: null };
    throw error;
  }
  if (raw.organizationId !== undefined && raw.organizationId !== organizationId) {
    throw new AppError('not_found', 'This item does not belong to this organization.');
  }
  const item = await named(services, raw, userId);
  const member = userMember(item, userId);
  const snapshot = snapshotOf(itemId, userId, item, member);
  if (raw.deleted) return { now: { gone: 'item_deleted' }, snapshot, item };
  if (!member) return { now: { gone: 'removed' }, snapshot, item };
  return { now: { status: member.status }, snapshot, item };
}

/**
 * Decides one member. `observe` gets the member as found before anything is sent, so the audit
 * entry has its "before" even when the write then fails.
 */
export async function decideMember(
  services: AppServices,
  input: { organizationId: string; itemId: string; userId: string; confirmConflicts?: boolean; ruleBreakReason?: string | undefined },
  decision: MemberDecision,
  observe?: (before: MemberSnapshot) => void,
): Promise<DecisionOutcome> {
  const { organizationId, itemId, userId } = input;
  const found = await findMember(services, organizationId, itemId, userId);
  observe?.(found.snapshot);
  const plan = planDecision(found.now, decision);
  if (plan.action === 'already_done') return { result: 'done', decision, alreadyApplied: true, before: found.snapshot, after: found.snapshot };
  if (plan.action === 'not_pending') return { result: 'not_pending', decision, now: plan.now, before: found.snapshot };
  // Approving a request to join puts the person on the item: a double booking needs the manager's yes.
  let ruleBreaks: RuleBreakOverride | null = null;
  if (decision === 'ACCEPTED' && found.item && 'status' in found.now && found.now.status === 'ADDITION_REQUESTED') {
    const name = userMember(found.item, userId)?.displayName;
    const notPosition = await positionQuestions(services, organizationId, itemId, [userId], name ? new Map([[userId, name]]) : undefined);
    ruleBreaks = await requireConfirmedConflicts(services, organizationId, found.item, [userId], { confirmConflicts: input.confirmConflicts === true, ruleBreakReason: input.ruleBreakReason }, notPosition);
  }

  try {
    const item = await named(services, await services.upstream.decideCalendarItemMember(itemId, userId, decision), userId);
    return { result: 'done', decision, alreadyApplied: false, before: found.snapshot, after: snapshotOf(itemId, userId, item, userMember(item, userId)), ruleBreaks };
  } catch (error) {
    // The service refuses a decision on a member who stopped being pending (405) or left (404)
    // between the read above and the write: read again and say what happened instead.
    if (!(error instanceof AppError) || (error.kind !== 'invalid_input' && error.kind !== 'not_found')) throw error;
    const again = await findMember(services, organizationId, itemId, userId).catch(() => null);
    const replan = again && planDecision(again.now, decision);
    if (again && replan?.action === 'already_done') return { result: 'done', decision, alreadyApplied: true, before: found.snapshot, after: again.snapshot };
    if (again && replan?.action === 'not_pending') return { result: 'not_pending', decision, now: replan.now, before: found.snapshot };
    throw error;
  }
}

/** What the browser is told: no names or item details it does not need. */
export function toDecisionResult(outcome: DecisionOutcome): DecisionResult {
  if (outcome.result === 'done') return { result: 'done', decision: outcome.decision, alreadyApplied: outcome.alreadyApplied, status: outcome.after.status ?? outcome.decision };
  return { result: 'not_pending', decision: outcome.decision, now: outcome.now };
}
