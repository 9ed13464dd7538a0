import { Temporal } from 'temporal-polyfill';

// What a new item made from a roster cell spans: a usual day shift, 09:00 to 17:00 of that day
// on the zone's wall clock (the manager changes it in the dialog).

export const NEW_ITEM_HOURS = { start: '09:00', end: '17:00' } as const;

export function newItemSpanOnDay(date: string, timeZone: string): { start: number; end: number } {
  const at = (plainTime: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
  return { start: at(NEW_ITEM_HOURS.start), end: at(NEW_ITEM_HOURS.end) };
}
