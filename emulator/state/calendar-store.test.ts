import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { CalendarStore } from './calendar-store';
import type { CalendarItem } from './types';

// The sorted per-organization index must agree with a plain filter after any inserts and moves.

function item(id: number, start: number, organizationId = 'o1'): CalendarItem {
  return {
    id: String(7_000_000_000_000_000_000n + BigInt(id)), organizationId, type: 'MEETING', name: null, notes: null, start, end: start + 10,
    timeZoneName: 'UTC', statusOverride: null, muteAssignmentNotifications: false, members: [], createdAt: 0, updatedAt: 0, deleted: false,
  };
}

describe('CalendarStore', () => {
  it('range() equals a filter over all items after bulk loads, inserts, moves and deletions', () => {
    const rng = createRandom(1);
    const store = new CalendarStore();
    const all: CalendarItem[] = [];
    const bulk = Array.from({ length: 500 }, (_, n) => item(n, rng.int(0, 1000), n % 5 === 0 ? 'o2' : 'o1'));
    store.bulkLoad(bulk);
    all.push(...bulk);
    for (let n = 500; n < 700; n += 1) {
      const it = item(n, rng.int(0, 1000));
      store.insert(it);
      all.push(it);
    }
    for (let n = 0; n < 200; n += 1) {
      const target = rng.pick(all);
      const start = rng.int(0, 1000);
      store.move(target, start, start + 5);
      if (rng.chance(0.1)) target.deleted = true;
    }
    for (const [from, to] of [[undefined, undefined], [100, 200], [500, 500], [999, 0], [0, undefined]] as const) {
      const expected = all
        .filter((i) => i.organizationId === 'o1' && !i.deleted && (from === undefined || i.start >= from) && (to === undefined || i.start <= to))
        .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))
        .map((i) => i.id);
      expect(store.range('o1', from, to).map((i) => i.id)).toEqual(expected);
    }
    expect(store.size).toBe(700);
    expect(store.range('nobody')).toEqual([]);
  });
});
