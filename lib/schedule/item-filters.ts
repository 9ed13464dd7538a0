import { isOpenShift } from './open-shifts';
import type { ScheduleItem } from './schedule-item';
import { itemTypeFilters } from './calendar-view';

// The schedule's filters (kept in its URL), applied the same way on screen, on paper and in an
// export of "what is shown".

export type ItemFilters = { types: readonly string[]; memberId: string | null; openOnly: boolean };

export function filterItems(items: readonly ScheduleItem[], { types, memberId, openOnly }: ItemFilters): ScheduleItem[] {
  return items.filter(
    (i) =>
      // Types the filter does not know (a service may add some) are always shown.
      (types.includes(i.type) || !(itemTypeFilters as readonly string[]).includes(i.type)) &&
      (!memberId || i.members.some((m) => m.userId === memberId)) &&
      (!openOnly || isOpenShift(i)),
  );
}
