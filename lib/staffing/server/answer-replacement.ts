import 'server-only';
import { AppError } from '@/lib/errors';
import type { ScheduleItem } from '@/lib/schedule';
import type { RuleBreakOverride } from '@/lib/working-time';
import { currentItem, requireConfirmedConflicts, withName } from '@/lib/schedule/server';
import { positionQuestions } from './position-questions';
import type { AppServices } from '@/lib/server/access';
import type { MemberNow } from '@/lib/staffing/decision-plan';
import { coverHolds, planReplacement, type ReplacementChoice, type ReplacementStep } from '@/lib/staffing/replacement-plan';

// Carries out a manager's answer to "asked to be replaced" (lib/staffing/replacement-plan.ts says
// which moves and why), one move at a time, each read back. The requester comes off only after
// the cover is read back holding the shift: a cover asked rather than assigned (an offer, a reading
// where the service leaves them pending) keeps the requester on, and the answer says so. The offers
// of open shifts (issue 25 point 3) plug in there: when their cover accepts, `completeCover` runs
// the same removal.

export type ReplacementInput = { organizationId: string; itemId: string; userId: string; choice: ReplacementChoice; coverUserId: string | null; confirmConflicts: boolean; ruleBreakReason?: string | undefined };

export type ReplacementOutcome =
  | { result: 'done'; alreadyApplied: boolean; before: ScheduleItem; after: ScheduleItem; ruleBreaks?: RuleBreakOverride | null }
  /** The cover is on it but does not hold it yet (asked, not assigned): the requester stays until they do. */
  | { result: 'waiting_for_cover'; before: ScheduleItem; after: ScheduleItem; ruleBreaks?: RuleBreakOverride | null }
  | { result: 'not_pending'; now: MemberNow; before: ScheduleItem | null };

/** The item now; null when it was deleted meanwhile (the scope check already placed it in the organization). */
async function readItem(services: AppServices, organizationId: string, itemId: string): Promise<ScheduleItem | null> {
  try {
    return await currentItem(services, organizationId, itemId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

const isGoneOrNotPending = (error: unknown) => error instanceof AppError && (error.kind === 'not_found' || error.kind === 'invalid_input');

/** One move, answered with the item as read back after it. */
async function send(services: AppServices, input: ReplacementInput, step: ReplacementStep): Promise<ScheduleItem> {
  const { organizationId, itemId } = input;
  if (step.move === 'add') {
    const { userId, initialStatus, shouldReplaceMemberStatuses, newCalendarItemStatus } = step;
    return withName(services, await services.upstream.addCalendarItemMember(itemId, { newCalendarItemStatus, shouldReplaceMemberStatuses, members: { type: 'USER', userId, initialStatus } }));
  }
  try {
    const written = step.move === 'approve' ? await services.upstream.decideCalendarItemMember(itemId, step.userId, 'ACCEPTED') : await services.upstream.removeCalendarItemMember(itemId, step.userId);
    return await withName(services, written);
  } catch (error) {
    // Already so (the colleague approved, or the requester removed, by the service as part of the
    // move before, or by someone else): the read after says; anything else is the error.
    if (!isGoneOrNotPending(error)) throw error;
    const now = await readItem(services, organizationId, itemId);
    if (!now) throw error;
    return now;
  }
}

export async function answerReplacement(services: AppServices, input: ReplacementInput, observe?: (before: ScheduleItem | null) => void): Promise<ReplacementOutcome> {
  const { organizationId, itemId, userId, choice, coverUserId } = input;
  const before = await readItem(services, organizationId, itemId);
  observe?.(before);
  const plan = planReplacement(before, userId, choice, coverUserId);
  if (plan.action === 'refused') throw new AppError('invalid_input', plan.reason, { fieldErrors: { coverUserId: [plan.reason] } });
  if (plan.action === 'not_pending') return { result: 'not_pending', now: plan.now, before };
  if (!before) return { result: 'not_pending', now: { gone: 'item_deleted' }, before };
  if (plan.action === 'already_done') return { result: 'done', alreadyApplied: true, before, after: before };
  // Putting someone on the shift may double-book them: the manager says yes first, as for any approval.
  const coverStep = plan.steps.find((s) => s.move !== 'remove' && s.userId !== userId);
  const ruleBreaks = coverStep
    ? await requireConfirmedConflicts(services, organizationId, before, [coverStep.userId], { confirmConflicts: input.confirmConflicts, ruleBreakReason: input.ruleBreakReason }, await positionQuestions(services, organizationId, itemId, [coverStep.userId]))
    : null;

  let item = before;
  for (const step of plan.steps) {
    if (step.move === 'remove' && step.whenCoverHolds !== null && !coverHolds(item, step.whenCoverHolds)) return { result: 'waiting_for_cover', before, after: item, ruleBreaks };
    item = await send(services, input, step);
  }
  return { result: 'done', alreadyApplied: false, before, after: item, ruleBreaks };
}

/**
 * The requester off once their cover holds the shift (called again when a cover who was asked
 * accepts): nothing is sent unless the cover is read back holding it and the requester still asks.
 */
export async function completeCover(services: AppServices, organizationId: string, itemId: string, requesterId: string, coverId: string): Promise<ReplacementOutcome> {
  const now = await readItem(services, organizationId, itemId);
  if (now && !coverHolds(now, coverId)) return { result: 'waiting_for_cover', before: now, after: now };
  return answerReplacement(services, { organizationId, itemId, userId: requesterId, choice: 'cover', coverUserId: coverId, confirmConflicts: true });
}
