import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@/lib/schedule';
import { openEntries } from './open-entries';

const open = (id: string, name: string, start = 0, end = 8): ScheduleItem => ({
  id,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name,
  notes: null,
  start,
  end,
  timeZoneName: null,
  status: 'OPEN',
  muteAssignmentNotifications: false,
  members: [],
  createdAt: null,
  updatedAt: null,
  version: id,
});

describe('openEntries', () => {
  it('shows three or more alike (type, name, start, end) as one entry, the first of them, with the count', () => {
    const entries = openEntries([open('a', 'Night'), open('b', 'Night'), open('c', 'Night'), open('d', 'Day')]);
    expect(entries.map((e) => [e.item.id, e.count])).toEqual([
      ['a', 3],
      ['d', 1],
    ]);
  });

  it('lists two alike, or items that differ in name or time, one by one', () => {
    const entries = openEntries([open('a', 'Night'), open('b', 'Night'), open('c', 'Night', 1), open('d', 'Late')]);
    expect(entries.map((e) => [e.item.id, e.count])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 1],
    ]);
  });
});
