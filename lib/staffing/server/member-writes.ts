import 'server-only';
import type { z } from 'zod';
import type { Assignee } from '@/lib/contract/members';
import { AppError, type AppErrorShape } from '@/lib/errors';
import { toErrorShape } from '@/lib/server/access/error-shape';
import { currentItem, requireConfirmedConflicts, withName } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { timeOffStaffingProblem, type assignMembersInputSchema } from '@/lib/staffing/member-inputs';
import type { ScheduleItem } from '@/lib/schedule';
import { requireOrganizationMembers } from '@/lib/people/server';
import { requireOrganizationGroups } from './organization-groups';
import { positionQuestions } from './position-questions';
import type { RuleBreakOverride } from '@/lib/working-time';

// Member operations on one item. The service takes one assignee per request and has no
// transactions, so a batch is a series of requests, and the result says exactly which went through.

export type AssigneeResult = { assignee: Assignee; ok: true } | { assignee: Assignee; ok: false; error: AppErrorShape };
/** `ruleBreaks`: the working-time rule breaks the manager went ahead with, and why (for the audit). */
export type AssignOutcome = { before: ScheduleItem; item: ScheduleItem; results: AssigneeResult[]; ruleBreaks: RuleBreakOverride | null };

export async function assignMembers(services: AppServices, input: z.output<typeof assignMembersInputSchema>): Promise<AssignOutcome> {
  const before = await currentItem(services, input.organizationId, input.itemId);
  const timeOffProblem = timeOffStaffingProblem(before, input.assignees);
  if (timeOffProblem) throw new AppError('invalid_input', timeOffProblem, { fieldErrors: { assignees: [timeOffProblem] } });
  const userIds = input.assignees.flatMap((a) => (a.type === 'USER' && a.userId ? [a.userId] : []));
  await requireOrganizationMembers(services, input.organizationId, userIds);
  await requireOrganizationGroups(services, input.organizationId, before, input.assignees);
  const ruleBreaks = await requireConfirmedConflicts(services, input.organizationId, before, userIds, input, await positionQuestions(services, input.organizationId, input.itemId, userIds));
  const results: AssigneeResult[] = [];
  let last = before;
  for (const assignee of input.assignees) {
    try {
      const updated = await services.upstream.addCalendarItemMember(input.itemId, {
        newCalendarItemStatus: input.newCalendarItemStatus,
        shouldReplaceMemberStatuses: input.shouldReplaceMemberStatuses,
        members: { ...assignee, initialStatus: input.initialStatus },
      });
      last = await withName(services, updated);
      results.push({ assignee, ok: true });
    } catch (error) {
      // One refused assignee does not stop the others; its reason is kept for the manager.
      results.push({ assignee, ok: false, error: toErrorShape(error, 'assignMembers') });
    }
  }
  return { before, item: last, results, ruleBreaks };
}

/** A worker asks to join, sent by the manager on their behalf: only for someone not on the item yet. */
export async function requestAddition(services: AppServices, organizationId: string, itemId: string, userId: string): Promise<{ before: ScheduleItem; item: ScheduleItem }> {
  const before = await currentItem(services, organizationId, itemId);
  if (before.type === 'TIME_OFF') throw new AppError('invalid_input', 'Time off is for one person: nobody asks to join it.', { fieldErrors: { userId: ['Time off is for one person'] } });
  if (before.members.some((m) => m.userId === userId)) {
    throw new AppError('invalid_input', 'This person is already on the item.', { fieldErrors: { userId: ['Already on this item'] } });
  }
  await requireOrganizationMembers(services, organizationId, [userId]);
  return { before, item: await withName(services, await services.upstream.requestCalendarItemAddition(itemId, userId)) };
}

export async function removeMember(services: AppServices, organizationId: string, itemId: string, userId: string): Promise<{ before: ScheduleItem; item: ScheduleItem }> {
  const before = await currentItem(services, organizationId, itemId);
  if (!before.members.some((m) => m.userId === userId)) throw new AppError('not_found', 'This person is no longer on the item.');
  return { before, item: await withName(services, await services.upstream.removeCalendarItemMember(itemId, userId)) };
}
