import { isNoLongerOn } from './member-presence';
import { holdsItem, isCalledOff } from './open-shifts';
import type { ScheduleItem } from './schedule-item';
import { intervalsOverlap } from '@/lib/time/intervals';

// The one conflict rule: a person is double-booked when two of their commitments share time, and
// not both are time off. A commitment is a shift or meeting they hold (assigned, accepted, asking
// for cover) or time off still theirs (not declined, denied or removed); a cancelled or deleted
// item commits nobody. Touching ends are no conflict (a 07:00 start after a night ending 07:00).
// Used before a write (the browser asks, the server refuses without a confirmation) and after it
// (the marks on the schedule, the roster and the drawer), so both always agree.

type Span = { id: string; type: string; status: string; start: number; end: number };

export function isCommitment(item: Pick<Span, 'type' | 'status'>, memberStatus: string): boolean {
  if (isCalledOff(item.status)) return false;
  return item.type === 'TIME_OFF' ? !isNoLongerOn(memberStatus) : holdsItem(memberStatus);
}

/** Being on both at once is a conflict: they share time and are not both time off. */
export function clashes(a: Span, b: Span): boolean {
  return a.id !== b.id && !(a.type === 'TIME_OFF' && b.type === 'TIME_OFF') && intervalsOverlap(a, b);
}

/** The items of `others` (with the person's status on each) that putting the person on `item` would clash with. */
export function conflictsOf<T extends Span>(item: Span, others: readonly { item: T; status: string }[]): T[] {
  return others.filter((o) => isCommitment(o.item, o.status) && clashes(item, o.item)).map((o) => o.item);
}

/** One user's conflicts on one item, as the marks show them. */
export type ConflictMark = { userId: string; with: ScheduleItem[] };

/**
 * For each item in `items`, the users committed to it who are also committed to another item of
 * `items` at the same time, with those items. Computed from the items as they are (never stored),
 * so a conflict resolved anywhere stops being marked at the next read.
 */
export function conflictMarks(items: readonly ScheduleItem[]): Map<string, ConflictMark[]> {
  const byUser = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    for (const m of item.members) {
      if (m.type !== 'USER' || !m.userId || !isCommitment(item, m.status)) continue;
      const list = byUser.get(m.userId) ?? [];
      if (!list.length) byUser.set(m.userId, list);
      list.push(item);
    }
  }
  const marks = new Map<string, ConflictMark[]>();
  for (const [userId, list] of byUser) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    sorted.forEach((item, i) => {
      // Sorted by start: only later-starting items that begin before this one ends can overlap it.
      for (let j = i + 1; j < sorted.length && sorted[j]!.start < item.end; j++) {
        const other = sorted[j]!;
        if (!clashes(item, other)) continue;
        markOf(marks, item.id, userId).with.push(other);
        markOf(marks, other.id, userId).with.push(item);
      }
    });
  }
  return marks;
}

function markOf(marks: Map<string, ConflictMark[]>, itemId: string, userId: string): ConflictMark {
  const list = marks.get(itemId) ?? [];
  if (!list.length) marks.set(itemId, list);
  let mark = list.find((m) => m.userId === userId);
  if (!mark) list.push((mark = { userId, with: [] }));
  return mark;
}
