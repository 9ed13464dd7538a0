import { stackItems } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';

// The open shifts row of a busy week holds a hundred alike a night ("Night shift", 22:00 – 06:00,
// nobody yet). One entry each made that row taller than the roster, covering every person under
// the sticky header, and was most of the grid's drawing work. Open shifts of the same type, name,
// start and end are one entry with their count (the schedule's stacks, item-stacks.ts); they are
// interchangeable, so the entry stands for its first one (dragging it hands out that one).

export type RosterEntry = { item: ScheduleItem; count: number };

const NONE_EXPANDED: ReadonlySet<string> = new Set();

export function openEntries(items: readonly ScheduleItem[]): RosterEntry[] {
  return stackItems(items, NONE_EXPANDED).map((e) => (e.kind === 'item' ? { item: e.item, count: 1 } : { item: e.stack.items[0]!, count: e.stack.items.length }));
}
