import { expect, test } from 'vitest';
import { HOUR_MS } from '@/lib/time/units';
import { firstCursor, nextCursor, stopsOfDay, type GridEvent } from './grid-stops';

// Two days of 24 h from instant 0, in hours.
const h = (hours: number) => hours * HOUR_MS;
const days = [
  { start: 0, end: h(24) },
  { start: h(24), end: h(48) },
];
const events: GridEvent[] = [
  { key: 'early', start: h(6.5), end: h(14.5), allDay: false },
  { key: 'late', start: h(14), end: h(22), allDay: false },
  { key: 'leave', start: 0, end: h(24), allDay: true },
  { key: 'next', start: h(24 + 9), end: h(24 + 17), allDay: false },
];
const describe = (stop: { kind: string; start: number } & { key?: string }) => (stop.kind === 'event' ? stop.key : `slot ${stop.start / HOUR_MS}`);

test('a day reads top to bottom: its all-day events, then events and empty half-hours in time order', () => {
  const stops = stopsOfDay(days[0]!, events).map(describe);
  expect(stops.slice(0, 4)).toEqual(['leave', 'slot 0', 'slot 0.5', 'slot 1']);
  // 06:00 is free, 06:30–22:00 is two overlapping shifts, then half-hours to midnight.
  expect(stops.slice(12, 17)).toEqual(['slot 5.5', 'slot 6', 'early', 'late', 'slot 22']);
  expect(stops.at(-1)).toBe('slot 23.5');
});

test('Up and Down step through a day, a shift in one press; Home and End go to its ends', () => {
  let cursor = { day: 0, stop: stopsOfDay(days[0]!, events).find((s) => s.kind === 'event' && s.key === 'early')! };
  const press = (key: string) => (cursor = nextCursor(days, events, cursor, key)!);
  expect(describe(press('ArrowDown').stop)).toBe('late');
  expect(describe(press('ArrowDown').stop)).toBe('slot 22');
  expect(describe(press('ArrowUp').stop)).toBe('late');
  expect(describe(press('Home').stop)).toBe('leave');
  expect(describe(press('ArrowUp').stop)).toBe('leave');
  expect(describe(press('End').stop)).toBe('slot 23.5');
  expect(nextCursor(days, events, cursor, 'Enter')).toBeNull();
});

test('Left and Right keep the time of day: onto the event there, else the empty half-hour', () => {
  const at = (key: string, stop: ReturnType<typeof stopsOfDay>[number], day = 0) => nextCursor(days, events, { day, stop }, key)!;
  const first = stopsOfDay(days[0]!, events);
  const early = first.find((s) => s.kind === 'event' && s.key === 'early')!;
  const right = at('ArrowRight', early);
  expect([right.day, describe(right.stop)]).toEqual([1, `slot ${24 + 6.5}`]);
  const ten = first.find((s) => s.kind === 'slot' && s.start === h(22.5))!;
  const second = stopsOfDay(days[1]!, events);
  const nine = second.find((s) => s.kind === 'slot' && s.start === h(24 + 8.5))!;
  expect(describe(at('ArrowLeft', nine, 1).stop)).toBe('early');
  expect(describe(at('ArrowRight', ten).stop)).toBe(`slot ${24 + 22.5}`);
  // At the edges of the shown days it stays put.
  expect(at('ArrowLeft', early).day).toBe(0);
  expect(at('ArrowRight', second.find((s) => s.kind === 'event')!, 1).day).toBe(1);
});

test('the grid is entered at its first event, or at the first day\'s slot at the scroll time when it is empty', () => {
  expect(describe(firstCursor(days, events, h(7))!.stop)).toBe('leave');
  expect(describe(firstCursor(days, [], h(7))!.stop)).toBe('slot 7');
});
