import { expect, it } from 'vitest';
import type { ScheduleMember } from '@/lib/schedule';
import { scheduleItem } from '@/test/support/schedule-item';
import { copyClashes } from './copy-clashes';

// Tue 2 Feb 2027, London (UTC+0).
const at = (hour: number) => Date.UTC(2027, 1, 2, hour);
const member = (userId: string, status = 'ASSIGNED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: null, status, phone: null });
const ana = { userId: '1', name: 'Ana Lima' };
const ben = { userId: '2', name: 'Ben Okafor' };
const landing = { type: 'MULTI_ASSIGNEE_SHIFT', start: at(12), end: at(14) };

it('names each person the copy would put on two things at once, with what they are on at the target', () => {
  const bar = scheduleItem({ id: 'bar', name: 'Bar', start: at(9), end: at(17), members: [member('1'), member('2', 'DECLINED')] });
  const leave = scheduleItem({ id: 'leave', type: 'TIME_OFF', name: null, start: at(0), end: at(24), members: [member('1', 'ACCEPTED')] });
  expect(copyClashes(landing, [ana, ben], [bar, leave], 'Europe/London', 'h23')).toEqual(['Ana Lima is already on Bar, Tue 2 Feb 09:00–17:00 and time off 2 Feb at that time.']);
});

it('says nothing when the people are free then (touching ends, other people, a called-off item)', () => {
  const before = scheduleItem({ id: 'early', start: at(6), end: at(12), members: [member('1')] });
  const theirs = scheduleItem({ id: 'other', start: at(12), end: at(14), members: [member('3')] });
  const cancelled = scheduleItem({ id: 'gone', start: at(12), end: at(14), status: 'CANCELLED', members: [member('2')] });
  expect(copyClashes(landing, [ana, ben], [before, theirs, cancelled], 'Europe/London', 'h23')).toEqual([]);
});
