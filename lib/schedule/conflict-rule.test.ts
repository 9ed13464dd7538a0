import { describe, expect, it } from 'vitest';
import { scheduleItem } from '@/test/support/schedule-item';
import type { ScheduleMember } from './schedule-item';
import { conflictMarks, conflictsOf, isCommitment } from './conflict-rule';

const HOUR = 3_600_000;
// Tue 2 Feb 2027, London (UTC+0).
const at = (hour: number) => Date.UTC(2027, 1, 2) + hour * HOUR;
const member = (userId: string, status = 'ASSIGNED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: null, status, phone: null });
const shift = (id: string, from: number, to: number, members: ScheduleMember[] = [], fields = {}) => scheduleItem({ id, start: at(from), end: at(to), members, ...fields });
const timeOff = (id: string, from: number, to: number, members: ScheduleMember[] = []) => shift(id, from, to, members, { type: 'TIME_OFF' });
const on = (item: ReturnType<typeof shift>, status = 'ASSIGNED') => ({ item, status });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('the conflict rule', () => {
  const bar = shift('bar', 9, 17);

  it('an item held at the same time conflicts; touching ends do not', () => {
    expect(ids(conflictsOf(bar, [on(shift('lunch', 12, 14)), on(shift('evening', 17, 22)), on(shift('morning', 5, 9))]))).toEqual(['lunch']);
  });

  it('an overnight shift conflicts with the next morning’s when they share time', () => {
    const night = shift('night', -5, 7); // Mon 19:00 – Tue 07:00
    expect(ids(conflictsOf(shift('early', 6, 14), [on(night)]))).toEqual(['night']);
    expect(ids(conflictsOf(shift('day', 7, 15), [on(night)]))).toEqual([]);
  });

  it('all-day time off conflicts with any shift that day, not with one starting at the next midnight', () => {
    const leave = timeOff('leave', 0, 24);
    expect(ids(conflictsOf(bar, [on(leave)]))).toEqual(['leave']);
    expect(ids(conflictsOf(shift('next', 24, 30), [on(leave)]))).toEqual([]);
    expect(ids(conflictsOf(shift('overnight', 22, 30), [on(leave)]))).toEqual(['leave']);
    // Two times off overlapping are no double booking.
    expect(ids(conflictsOf(timeOff('more', 8, 20), [on(leave)]))).toEqual([]);
  });

  it('only commitments count: not asked, declined or cancelled items, not time off they no longer hold', () => {
    expect(isCommitment(bar, 'PENDING_RESPONSE')).toBe(false);
    expect(isCommitment(bar, 'REPLACEMENT_REQUESTED')).toBe(true);
    expect(isCommitment(timeOff('t', 0, 24), 'ADDITION_REQUESTED')).toBe(true);
    expect(isCommitment(timeOff('t', 0, 24), 'DENIED')).toBe(false);
    const others = [on(shift('asked', 10, 11), 'PENDING_RESPONSE'), on(shift('declined', 10, 11), 'DECLINED'), on(shift('cancelled', 10, 11, [], { status: 'CANCELLED' }))];
    expect(conflictsOf(bar, others)).toEqual([]);
  });

  it('the item itself is never its own conflict', () => {
    expect(conflictsOf(bar, [on(bar)])).toEqual([]);
  });
});

describe('conflictMarks', () => {
  it('marks both items for the person on both, and nobody else', () => {
    const a = shift('a', 9, 17, [member('1'), member('2')]);
    const b = shift('b', 16, 20, [member('1')]);
    const c = shift('c', 17, 21, [member('2')]); // touches a for person 2
    const leave = timeOff('leave', 0, 24, [member('3')]);
    const d = shift('d', 19, 23, [member('3'), member('1', 'PENDING_RESPONSE')]);
    const marks = conflictMarks([a, b, c, leave, d]);
    expect(marks.get('a')).toEqual([{ userId: '1', with: [b] }]);
    expect(marks.get('b')).toEqual([{ userId: '1', with: [a] }]);
    expect(marks.get('c')).toBeUndefined();
    expect(marks.get('leave')).toEqual([{ userId: '3', with: [d] }]);
    expect(marks.get('d')).toEqual([{ userId: '3', with: [leave] }]);
  });

  it('finds a conflict with a long item that began before others in between', () => {
    const long = shift('long', 0, 24, [member('1')]);
    const early = shift('early', 1, 2, [member('1')]);
    const late = shift('late', 20, 22, [member('1')]);
    const marks = conflictMarks([late, early, long]);
    expect(ids(marks.get('long')![0]!.with)).toEqual(['early', 'late']);
  });
});
