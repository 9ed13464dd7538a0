import type { ScheduleItem } from './schedule-item';

// A large organization puts dozens of identical items in one slot (90 "Day shift"s from 06:00 to
// 14:00, one per worker). As separate events they are unreadable ("+87 more") and FullCalendar
// spends most of a week view's time laying them out. Items of the same type, name, start and end
// are shown as one stack with a count instead; a click expands a stack into its items again.

/** Fewer identical items than this are shown one by one. */
export const STACK_MIN = 3;

export type ItemStack = { key: string; type: string; name: string | null; start: number; end: number; items: ScheduleItem[] };

export type CalendarEntry = { kind: 'item'; item: ScheduleItem } | { kind: 'stack'; stack: ItemStack };

export function stackKeyOf(item: Pick<ScheduleItem, 'type' | 'name' | 'start' | 'end'>): string {
  return `${item.type}|${item.start}|${item.end}|${item.name ?? ''}`;
}

/**
 * The entries a calendar shows, in the items' order: a stack where STACK_MIN or more items share a
 * key that is not in `expanded`, the item itself otherwise.
 */
export function stackItems(items: readonly ScheduleItem[], expanded: ReadonlySet<string>): CalendarEntry[] {
  const groups = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    const key = stackKeyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const entries: CalendarEntry[] = [];
  for (const [key, group] of groups) {
    const first = group[0] as ScheduleItem;
    if (group.length < STACK_MIN || expanded.has(key)) for (const item of group) entries.push({ kind: 'item', item });
    else entries.push({ kind: 'stack', stack: { key, type: first.type, name: first.name, start: first.start, end: first.end, items: group } });
  }
  return entries;
}
