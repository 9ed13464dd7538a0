import { describe, expect, it } from 'vitest';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { ruleBreaksWithin } from './worked-shifts';

// Today's list of an organization's breaks: only shifts people hold count, each break on the shifts it involves.
const h = (day: number, hour: number) => Date.UTC(2027, 2, day, hour);
const item = (id: string, start: number, end: number, members: [string, string][], type = 'MULTI_ASSIGNEE_SHIFT', status = 'OPEN') => ({
  id, type, status, start, end, name: null, notes: null, timeZoneName: 'UTC', muteAssignmentNotifications: false, createdAt: null, updatedAt: null, version: 'v',
  members: members.map(([userId, s]) => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: userId, avatarUrl: null, status: s, phone: null })),
});

describe('ruleBreaksWithin', () => {
  it('lists each shift of the span that breaks a rule, from what each person holds', () => {
    const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 };
    const items = [
      item('close', h(1, 14), h(1, 23), [['ana', 'ASSIGNED'], ['ben', 'PENDING_RESPONSE']]),
      item('open', h(2, 6), h(2, 12), [['ana', 'ACCEPTED'], ['ben', 'ASSIGNED']]),
      item('leave', h(1, 0), h(2, 0), [['cai', 'ASSIGNED']], 'TIME_OFF'),
      item('cancelled', h(2, 6), h(2, 12), [['cai', 'ASSIGNED']], 'MULTI_ASSIGNEE_SHIFT', 'CANCELLED'),
    ];
    const found = ruleBreaksWithin(rules, items, h(1, 0), h(8, 0), 'UTC');
    expect(found.map((f) => [f.userId, f.shiftId, f.breaks.map((b) => b.words)])).toEqual([
      ['ana', 'close', ['rest 7 h, minimum 11 h']],
      ['ana', 'open', ['rest 7 h, minimum 11 h']],
    ]);
    expect(ruleBreaksWithin(rules, items, h(2, 0), h(8, 0), 'UTC').map((f) => f.shiftId)).toEqual(['open']);
  });
});
