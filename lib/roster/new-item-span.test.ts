import { expect, test } from 'vitest';
import { newItemSpanOnDay } from './new-item-span';

test("an item made from a roster cell spans 09:00 to 17:00 of that day on the zone's clock, also on a DST day", () => {
  expect(newItemSpanOnDay('2027-02-02', 'Europe/London')).toEqual({ start: Date.UTC(2027, 1, 2, 9), end: Date.UTC(2027, 1, 2, 17) });
  // 28 March 2027: London moves to UTC+1 at 01:00.
  expect(newItemSpanOnDay('2027-03-28', 'Europe/London')).toEqual({ start: Date.UTC(2027, 2, 28, 8), end: Date.UTC(2027, 2, 28, 16) });
  expect(newItemSpanOnDay('2027-02-02', 'America/New_York')).toEqual({ start: Date.UTC(2027, 1, 2, 14), end: Date.UTC(2027, 1, 2, 22) });
});
