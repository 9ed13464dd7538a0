import { describe, expect, it } from 'vitest';
import { stackItems, stackKeyOf, STACK_MIN } from './item-stacks';
import type { ScheduleItem } from './schedule-item';

const item = (id: string, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Day shift', notes: null, start: 1000, end: 2000, timeZoneName: 'UTC', status: 'OPEN',
  muteAssignmentNotifications: false, members: [], createdAt: null, updatedAt: null, version: 'v', ...extra,
});

describe('stackItems', () => {
  it(`stacks ${STACK_MIN} or more items of the same type, name, start and end`, () => {
    const same = Array.from({ length: STACK_MIN }, (_, i) => item(`s${i}`));
    const entries = stackItems([...same, item('other', { name: 'Late shift' })], new Set());
    expect(entries.map((e) => e.kind)).toEqual(['stack', 'item']);
    const stack = entries[0]!.kind === 'stack' ? entries[0]!.stack : null;
    expect(stack?.items.map((i) => i.id)).toEqual(same.map((i) => i.id));
    expect(stack).toMatchObject({ name: 'Day shift', start: 1000, end: 2000, type: 'MULTI_ASSIGNEE_SHIFT' });
  });

  it('keeps fewer than the minimum, and items differing in any of the four, one by one', () => {
    const items = [item('a'), item('b'), item('c', { start: 1500 }), item('d', { end: 2500 }), item('e', { type: 'MEETING' }), item('f', { name: null })];
    expect(stackItems(items, new Set()).map((e) => (e.kind === 'item' ? e.item.id : 'stack'))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('shows an expanded stack as its items again', () => {
    const same = Array.from({ length: 5 }, (_, i) => item(`s${i}`));
    const entries = stackItems(same, new Set([stackKeyOf(same[0]!)]));
    expect(entries.map((e) => (e.kind === 'item' ? e.item.id : 'stack'))).toEqual(['s0', 's1', 's2', 's3', 's4']);
  });
});
