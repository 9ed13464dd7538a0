import { clockTime, dayOf, dayParts } from '@/lib/time/calendar-day';
import type { AutoFillSlot } from './types';

// Slots with the same start, end and position are interchangeable to everyone (a person can hold at
// most one of them: they overlap), so the model decides per class and the places of a class are
// dealt out to its items afterwards, soonest item first. Exact, and far fewer variables: the large
// seed's week has about 2,250 items in a few dozen classes.

export type SlotClass = {
  start: number;
  end: number;
  position: string | null;
  /** Open places over all its items. */
  capacity: number;
  /** Its items with open places, in the order places are dealt. */
  items: { itemId: string; missing: number }[];
  /** The zone's ISO weekday (1 Monday) and start minute of the day. */
  weekday: number;
  startMinute: number;
  day: string;
};

export const missingOf = (slot: AutoFillSlot): number => Math.max(0, slot.needs - slot.holders.length);

export function slotClassesOf(slots: readonly AutoFillSlot[], timeZone: string): SlotClass[] {
  const byKey = new Map<string, SlotClass>();
  const open = slots.filter((s) => missingOf(s) > 0 && s.end > s.start).sort((a, b) => a.start - b.start || a.itemId.localeCompare(b.itemId));
  for (const slot of open) {
    const key = `${slot.start}|${slot.end}|${slot.position ?? ''}`;
    let found = byKey.get(key);
    if (!found) {
      const day = dayOf(slot.start, timeZone);
      const [hours = 0, minutes = 0] = clockTime(slot.start, timeZone, 'h23').split(':').map(Number);
      found = { start: slot.start, end: slot.end, position: slot.position, capacity: 0, items: [], weekday: dayParts(day).weekday, startMinute: hours * 60 + minutes, day };
      byKey.set(key, found);
    }
    found.capacity += missingOf(slot);
    found.items.push({ itemId: slot.itemId, missing: missingOf(slot) });
  }
  return [...byKey.values()];
}
