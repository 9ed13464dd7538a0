import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import type { TimeRange } from './range-chunks';

// A range read as the shared store keeps it, and the same read after a write through Shiftdesk:
// the write's answer is the item as the service now has it, so the kept list can take it in place
// of reading the whole range again (a busy week is 2.4 MB of JSON to fetch and parse). Items are in
// the list's order (start, then id) and a deleted one is left out, as a fresh read would give them.

export type KeptRange = {
  readonly items: readonly CalendarItem[];
  /** The service's text it came from, in bytes (what keeping it weighs). */
  readonly length: number;
  readonly range: TimeRange;
};

const listOrder = (a: CalendarItem, b: CalendarItem) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `kept` with item `itemId` as `written` says it now is (null or deleted: gone from the range). */
export function reviseKeptRange(kept: KeptRange, itemId: string, written: CalendarItem | null): KeptRange {
  const others = kept.items.filter((item) => item.id !== itemId);
  const shown = written !== null && !written.deleted && written.start >= kept.range.from && written.start <= kept.range.to;
  if (!shown) return others.length === kept.items.length ? kept : { ...kept, items: Object.freeze(others) };
  const at = others.findIndex((item) => listOrder(item, written) > 0);
  const items = at === -1 ? [...others, written] : [...others.slice(0, at), written, ...others.slice(at)];
  return { ...kept, items: Object.freeze(items) };
}
