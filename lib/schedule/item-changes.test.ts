import { describe, expect, it } from 'vitest';
import { diffItems } from './item-changes';
import { versionOf, type ScheduleItem } from './schedule-item';

function item(id: string, patch: Partial<ScheduleItem> = {}): ScheduleItem {
  const base: Omit<ScheduleItem, 'version'> = {
    id,
    type: 'MULTI_ASSIGNEE_SHIFT',
    name: 'Morning',
    notes: null,
    start: 1_000,
    end: 2_000,
    timeZoneName: 'Europe/London',
    status: 'OPEN',
    muteAssignmentNotifications: false,
    members: [],
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
  return { ...base, version: versionOf(base) };
}

const alice = { key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Alice', avatarUrl: null, phone: null };

describe('versionOf', () => {
  it('changes with what a manager sees, not with bookkeeping', () => {
    expect(item('1').version).toBe(item('1', { updatedAt: 99, createdAt: 5 }).version);
    expect(item('1').version).not.toBe(item('1', { name: 'Evening' }).version);
    expect(item('1').version).not.toBe(item('1', { members: [{ ...alice, status: 'ASSIGNED' }] }).version);
  });
  it('does not depend on member order', () => {
    const bob = { ...alice, key: 'USER:2', userId: '2', displayName: 'Bob', status: 'ACCEPTED' };
    const a = item('1', { members: [{ ...alice, status: 'ASSIGNED' }, bob] });
    const b = item('1', { members: [bob, { ...alice, status: 'ASSIGNED' }] });
    expect(a.version).toBe(b.version);
  });
});

describe('diffItems', () => {
  it('reports nothing for the same read', () => {
    expect(diffItems([item('1'), item('2')], [item('1'), item('2')])).toEqual([]);
  });
  it('tells new, moved, deleted, status and member changes apart', () => {
    const before = [item('1'), item('2'), item('3'), item('4'), item('6')];
    const after = [
      item('1', { start: 1_500, end: 2_500 }),
      item('2', { status: 'ASSIGNED' }),
      item('3', { members: [{ ...alice, status: 'ADDITION_REQUESTED' }] }),
      item('5'),
      item('6', { notes: 'bring keys' }),
    ];
    const kinds = Object.fromEntries(diffItems(before, after).map((c) => [c.itemId, c.kinds]));
    expect(kinds).toEqual({ '1': ['moved'], '2': ['status'], '3': ['members'], '4': ['deleted'], '5': ['new'], '6': ['details'] });
  });
  it('keeps the item as it was next to the item as it is', () => {
    const [change] = diffItems([item('1')], [item('1', { start: 1_500, end: 2_500 })]);
    expect(change?.before?.start).toBe(1_000);
    expect(change?.item.start).toBe(1_500);
  });
});
