import { holdsItem } from '@/lib/schedule/open-shifts';

// How much of a span a person works: one rule for the requests' week load, the staffing picker
// and the roster's hours. Time off is not worked; a cancelled or deleted item is not worked
// whatever its members say; only a member who holds the item (open-shifts.ts) works it.

const CALLED_OFF = new Set(['CANCELLED', 'DELETED']);

export function isCalledOff(itemStatus: string): boolean {
  return CALLED_OFF.has(itemStatus);
}

/** Milliseconds of [start, end) inside [from, to). */
export function msWithin(span: { start: number; end: number }, from: number, to: number): number {
  return Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
}

/** What a member with `memberStatus` works of the item inside [from, to), in milliseconds. */
export function workedMsWithin(item: { type: string; status: string; start: number; end: number }, memberStatus: string, from: number, to: number): number {
  if (item.type === 'TIME_OFF' || isCalledOff(item.status) || !holdsItem(memberStatus)) return 0;
  return msWithin(item, from, to);
}
