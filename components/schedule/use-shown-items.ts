import { useMemo } from 'react';
import type { ScheduleItem } from '@/lib/schedule';
import { conflictMarks } from '@/lib/schedule/conflict-rule';
import { filterItems } from '@/lib/schedule/item-filters';
import type { ScheduleViewState } from '@/lib/schedule/calendar-view';

/**
 * What the calendar draws of the items read: those in the shown range that pass the filters (the
 * draft laid over them), the chosen member's name, and the double bookings, computed from the live
 * items and never stored, so a conflict resolved anywhere stops being marked at the next read.
 */
export function useShownItems(live: readonly ScheduleItem[], drafted: readonly ScheduleItem[], shown: { start: number; end: number } | null, state: ScheduleViewState) {
  const { types, memberId, openOnly } = state;
  const visible = useMemo(() => (shown ? filterItems(drafted.filter((i) => i.end > shown.start && i.start < shown.end), { types, memberId, openOnly }) : []), [drafted, shown, types, memberId, openOnly]);
  const memberName = useMemo(() => {
    if (!memberId) return null;
    for (const item of live) for (const m of item.members) if (m.userId === memberId) return m.displayName;
    return null;
  }, [live, memberId]);
  const conflicts = useMemo(() => conflictMarks(live), [live]);
  return { visible, memberName, conflicts };
}
