import { expect, test } from 'vitest';
import { eventsSideBySide, MIN_EVENT_PX } from './event-width';

test('a day column holds as many side-by-side events as fit at the minimum width, and always one', () => {
  expect(eventsSideBySide(150)).toBe(2);
  expect(eventsSideBySide(MIN_EVENT_PX * 3)).toBe(3);
  expect(eventsSideBySide(MIN_EVENT_PX * 3 - 1)).toBe(2);
  expect(eventsSideBySide(40)).toBe(1);
  expect(eventsSideBySide(0)).toBe(1);
});
