import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ItemStack } from '@/lib/schedule/item-stacks';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemStatusLabel, itemTitle, itemTypeLabel, workingMembers } from '@/lib/schedule/item-words';
import { formatSpan } from './zoned-format';

// What an event says about its item in words: its title on the grid, and the full sentence a
// screen reader announces on focus and the peek card shows on hover (name, day and time, status,
// people), so nothing needs a wide event to be read.

const MAX_NAMED = 6;

function peopleText(item: ScheduleItem): string {
  const names = workingMembers(item).map((m) => m.displayName);
  if (names.length === 0) return 'Nobody yet';
  const shown = names.slice(0, MAX_NAMED).join(', ');
  return names.length > MAX_NAMED ? `${shown} and ${names.length - MAX_NAMED} more` : shown;
}

export function describeItem(item: ScheduleItem, timeZone: string): string {
  const kind = isOpenShift(item) ? 'Open shift' : itemTypeLabel(item.type);
  return `${itemTitle(item)}. ${kind}, ${formatSpan(item.start, item.end, timeZone)}. ${itemStatusLabel(item.status)}. ${peopleText(item)}.`;
}

export function describeStack(stack: ItemStack, timeZone: string): string {
  const open = stack.items.filter(isOpenShift).length;
  const name = stack.name || itemTypeLabel(stack.type);
  return `${stack.items.length} identical items: ${name}, ${formatSpan(stack.start, stack.end, timeZone)}. ${open > 0 ? `${open} open` : 'All staffed'}. Activate to show each.`;
}
