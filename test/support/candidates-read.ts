import type { QueryClient } from '@tanstack/react-query';
import { candidateKeys } from '@/lib/staffing/queries';
import type { MemberOption } from '@/lib/people/member-option';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { candidatesRead, rankCandidates } from '@/lib/staffing/candidates';
import type { PositionNeed } from '@/lib/positions';
import type { WorkingTimeRules } from '@/lib/working-time';

/**
 * Puts the staffing picker's warnings read for `item` in the cache, ranked as the server ranks it
 * from `others` (the organization's other items) and the working-time `rules` (and the `position` the item requires). Marked as read in the future, so it stays fresh
 * and the picker never asks the (absent) server for it.
 */
export function cacheCandidates(queryClient: QueryClient, organizationId: string, item: ScheduleItem, people: readonly MemberOption[], others: readonly ScheduleItem[] = [], timeZone = 'Europe/London', rules?: WorkingTimeRules, position: PositionNeed | null = null) {
  const read = candidatesRead(item, rankCandidates(item, others, people, timeZone, rules, undefined, position), timeZone);
  queryClient.setQueryData(candidateKeys.item(organizationId, item.id), read, { updatedAt: Date.now() + 3_600_000 });
}
