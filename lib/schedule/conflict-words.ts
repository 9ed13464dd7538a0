import type { ConflictMark } from './conflict-rule';
import { itemLabel } from './item-words';
import { dayOf } from '@/lib/time/calendar-day';
import { itemHours, leaveDays, shortDay } from '@/lib/time/day-words';
import type { HourCycle } from '@/lib/time/hour-cycle';

// A double booking in words, the same on the server (its refusal) and in the browser (the
// confirmation and the marks).

/** The field of a write's input that carries the manager's confirmation, and of the refusal that asks for it. */
export const CONFIRM_CONFLICTS_FIELD = 'confirmConflicts';

/** The double bookings a refused write asks to confirm, or null when it was refused for another reason. */
export function conflictsToConfirm(error: { kind: string; fieldErrors?: Record<string, string[]> }): string[] | null {
  return error.kind === 'conflict' ? (error.fieldErrors?.[CONFIRM_CONFLICTS_FIELD] ?? null) : null;
}

type Item = { type: string; name: string | null; start: number; end: number };

/** "Bar, Tue 2 Feb 09:00–17:00", or "time off 1 Mar – 15 Mar". */
export function conflictItemWords(item: Item, timeZone: string, cycle: HourCycle): string {
  if (item.type === 'TIME_OFF') return `time off ${leaveDays(item, timeZone)}`;
  const day = dayOf(item.start, timeZone);
  return `${itemLabel(item)}, ${shortDay(day, true)} ${itemHours(item, timeZone, day, cycle)}`;
}

/** "Ana Lima is already on Bar, Tue 2 Feb 09:00–17:00 and time off 2 Feb at that time." */
export function conflictSentence(name: string, items: readonly Item[], timeZone: string, cycle: HourCycle): string {
  return `${name} is already on ${items.map((i) => conflictItemWords(i, timeZone, cycle)).join(' and ')} at that time.`;
}

/** "Ana Lima is also on Till, Tue 2 Feb 12:00–14:00." for each person double-booked on `item`. */
export function markSentences(item: { members: readonly { userId: string | null; displayName: string }[] }, marks: readonly ConflictMark[], timeZone: string, cycle: HourCycle): string[] {
  return marks.map((mark) => {
    const name = item.members.find((m) => m.userId === mark.userId)?.displayName ?? `User ${mark.userId}`;
    return `${name} is also on ${mark.with.map((other) => conflictItemWords(other, timeZone, cycle)).join(' and ')}.`;
  });
}
