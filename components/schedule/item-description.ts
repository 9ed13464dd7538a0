import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ItemStack } from '@/lib/schedule/item-stacks';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemTitle, itemTypeLabel } from '@/lib/schedule/item-words';
import { coverWords, peopleWords, staffingWord } from '@/lib/schedule/staffing-words';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { formatSpan } from '@/components/ui/zoned-format';

// What an event says about its item in words: its title on the grid, and the full sentence a
// screen reader announces on focus and the peek card shows on hover (name, day and time, status,
// people), so nothing needs a wide event to be read.

const MAX_NAMED = 6;

/** `needs`: how many people the item needs ("needs N"); above one, the status says "1 of 2" too. */
export function describeItem(item: ScheduleItem, timeZone: string, cycle: HourCycle, needs = 1): string {
  const cover = coverWords(item, needs);
  return `${itemTitle(item)}. ${itemTypeLabel(item.type)}, ${formatSpan(item.start, item.end, timeZone, cycle)}. ${staffingWord(item)}${cover ? `, ${cover}` : ''}. ${peopleWords(item, MAX_NAMED)}.`;
}

export function describeStack(stack: ItemStack, timeZone: string, cycle: HourCycle): string {
  const open = stack.items.filter(isOpenShift).length;
  const name = stack.name || itemTypeLabel(stack.type);
  return `${stack.items.length} identical items: ${name}, ${formatSpan(stack.start, stack.end, timeZone, cycle)}. ${open > 0 ? `${open} open` : 'All staffed'}. Activate to show each.`;
}
