import { DEFAULT_NEEDS, holdsItem, isCalledOff, type ScheduleItem } from '@/lib/schedule';

// Why an item cannot be offered now, or null. Pure: the drawer says it without a read, the offer's
// start says it again on the item as read then. A shift that needs N people can be offered while
// fewer than N hold it (issue 25, point 5). Offered to find a cover for `replacing` (someone
// asking to be replaced, issue 25 point 4), their place counts as open.

export function notOfferable(item: Pick<ScheduleItem, 'type' | 'status' | 'members'>, needs: number = DEFAULT_NEEDS, replacing: string | null = null): string | null {
  if (item.type !== 'MULTI_ASSIGNEE_SHIFT') return 'Only a shift can be offered.';
  if (isCalledOff(item.status)) return 'This shift is cancelled.';
  if (replacing && item.members.find((m) => m.userId === replacing)?.status !== 'REPLACEMENT_REQUESTED') return 'This person no longer asks to be replaced.';
  const holding = item.members.filter((m) => m.userId !== replacing && holdsItem(m.status)).length;
  if (holding >= needs) return needs === 1 ? 'Someone already holds this shift.' : `All ${needs} places are held.`;
  return null;
}
