import { expect, it } from 'vitest';
import type { ScheduleMember } from '@/lib/schedule';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { scheduleItem } from '@/test/support/schedule-item';
import { copyRuleBreaks } from './copy-rule-breaks';

// Mon 1 Mar 2027, UTC.
const h = (day: number, hour: number) => Date.UTC(2027, 2, day, hour);
const ana = { userId: '1', name: 'Ana Lima' };
const member = (userId: string, status = 'ASSIGNED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: 'Ana L.', avatarUrl: null, status, phone: null });
const copy = (sourceItemId: string, start: number, end: number, existingAtTarget: string[] = [], type = 'MULTI_ASSIGNEE_SHIFT') => ({ sourceItemId, type, targetStart: start, targetEnd: end, people: [ana], existingAtTarget });
const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60, maxConsecutiveDays: 2 };

it("names each person a copy makes break a rule, from what they work around the target and the copy's other items", () => {
  const sundayLate = scheduleItem({ id: 'late', start: h(0, 16), end: h(0, 23), members: [member('1')] });
  const breaks = copyRuleBreaks([copy('mon', h(1, 8), h(1, 16)), copy('tue', h(2, 8), h(2, 16))], [sundayLate], rules, 'UTC');
  expect(breaks.get('mon')).toEqual(['Ana Lima: rest 9 h, minimum 11 h; 3 days in a row, maximum 2.']);
  expect(breaks.get('tue')).toEqual(['Ana Lima: 3 days in a row, maximum 2.']);
});

it('names nothing for a copy already at the target, for time off, or for what the person does not hold', () => {
  const asked = scheduleItem({ id: 'asked', start: h(0, 16), end: h(0, 23), members: [member('1', 'PENDING_RESPONSE')] });
  const breaks = copyRuleBreaks([copy('mon', h(1, 8), h(1, 16)), copy('there', h(1, 17), h(1, 20), ['x']), copy('leave', h(1, 20), h(1, 23), [], 'TIME_OFF')], [asked], rules, 'UTC');
  expect([...breaks]).toEqual([['mon', []]]);
});
