import { ContinuedMark } from '@/components/ui/continued-mark';
import { openEntries } from '@/lib/roster/open-entries';
import { itemTitle, type ScheduleItem } from '@/lib/schedule';

/**
 * The items of a roster cell that started on an earlier day: a mark each, not the item again. The
 * open shifts row groups alike ones as it does its own (a hundred open nights are one mark).
 */
export function RosterContinued({ items, dayEnd, timeZone, grouped }: { items: readonly ScheduleItem[]; dayEnd: number; timeZone: string; grouped: boolean }) {
  const entries = grouped ? openEntries(items) : items.map((item) => ({ item, count: 1 }));
  return entries.map(({ item, count }) => <ContinuedMark key={item.id} itemId={item.id} title={itemTitle(item)} span={item} endsThisDay={item.end <= dayEnd} timeZone={timeZone} count={count} />);
}
