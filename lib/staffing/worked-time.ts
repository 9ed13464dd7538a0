import { holdsItem, isCalledOff } from '@/lib/schedule';
import { coveredMs, type Interval } from '@/lib/time/intervals';

// How much of a span a person works: one rule for the requests' week load, the staffing picker
// and the roster's hours. Time off is not worked; a cancelled or deleted item is not worked
// whatever its members say; only a member who holds the item (open-shifts.ts) works it. Two items
// a person works at the same time count their shared time once (lib/time/intervals.ts).

type WorkedItem = { type: string; status: string; start: number; end: number };

/** The part of the item a member with `memberStatus` works inside [from, to), or null. */
export function workedSpanWithin(item: WorkedItem, memberStatus: string, from: number, to: number): Interval | null {
  if (item.type === 'TIME_OFF' || isCalledOff(item.status) || !holdsItem(memberStatus)) return null;
  const span = { start: Math.max(item.start, from), end: Math.min(item.end, to) };
  return span.end > span.start ? span : null;
}

/** What one person works of their items inside [from, to), in milliseconds, overlaps counted once. */
export function workedMsOf(involvement: readonly { item: WorkedItem; status: string }[], from: number, to: number): number {
  return coveredMs(involvement.flatMap(({ item, status }) => workedSpanWithin(item, status, from, to) ?? []));
}
