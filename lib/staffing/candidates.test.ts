import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { NO_AVAILABILITY } from '@/lib/availability';
import { rankCandidates } from './candidates';

// The picker's order on items as the calendar service gives them (UTC): free first, then hours, then name.
const feb = (day: number, hour = 0) => Date.UTC(2027, 1, day, hour);
let nextId = 7300000000000000000n;

function member(userId: string, status: string): ScheduleMember {
  return { key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: userId, avatarUrl: null, status, phone: null };
}

function item(start: number, end: number, members: ScheduleMember[], type = 'MULTI_ASSIGNEE_SHIFT'): ScheduleItem {
  nextId += 1n;
  return { id: String(nextId), type, name: null, notes: null, start, end, timeZoneName: 'UTC', status: 'OPEN', muteAssignmentNotifications: false, members, createdAt: null, updatedAt: null, version: 'v' };
}

const people = ['Ana', 'Ben', 'Cai', 'Dee', 'Eve'].map((fullName) => ({ userId: fullName.toLowerCase(), fullName }));

describe('rankCandidates', () => {
  it('puts the free first, by hours then name, and leaves out whoever is on the item', () => {
    const target = item(feb(3, 9), feb(3, 13), [member('eve', 'DELETED')]);
    const items = [
      target,
      item(feb(3, 12), feb(3, 16), [member('ana', 'ASSIGNED')]),
      item(feb(2), feb(5), [member('ben', 'ACCEPTED')], 'TIME_OFF'),
      item(feb(1, 8), feb(1, 16), [member('cai', 'ASSIGNED')]),
      // Declined time off and an invitation not accepted keep nobody away and add no hours.
      item(feb(2), feb(5), [member('dee', 'DECLINED')], 'TIME_OFF'),
      item(feb(3, 9), feb(3, 13), [member('dee', 'PENDING_RESPONSE')]),
    ];
    const ranked = rankCandidates(target, items, people, 'UTC');
    expect(ranked.map((c) => [c.userId, c.free, c.warnings.week.workedMinutes, c.warnings.week.withThisMinutes])).toEqual([
      ['dee', true, 0, 240],
      ['cai', true, 480, 720],
      ['ben', false, 0, 240],
      ['ana', false, 240, 420], // 12–16 with 09–13: the shared hour counts once
    ]);
    expect(ranked.find((c) => c.userId === 'ana')?.warnings.overlaps).toHaveLength(1);
    expect(ranked.find((c) => c.userId === 'ben')?.warnings.timeOff).toHaveLength(1);
  });

  it('adds no hours for putting someone on time off', () => {
    const leave = item(feb(3), feb(5), [], 'TIME_OFF');
    const [first] = rankCandidates(leave, [leave], people.slice(0, 1), 'UTC');
    expect(first?.warnings.week).toMatchObject({ workedMinutes: 0, withThisMinutes: 0 });
  });

  it('counts a shift someone asked to be replaced on as still theirs (an overlap, and its hours) until the cover is approved', () => {
    const target = item(feb(3, 9), feb(3, 13), []);
    const held = item(feb(3, 12), feb(3, 16), [member('ana', 'REPLACEMENT_REQUESTED')]);
    const [ana] = rankCandidates(target, [target, held], people.slice(0, 1), 'UTC');
    expect([ana?.free, ana?.warnings.overlaps.length, ana?.warnings.week.workedMinutes]).toEqual([false, 1, 240]);
  });

  it('warns about a person unavailable at the item’s time, in the organization’s zone, and ranks them with the busy', () => {
    // Wednesday 3 Feb 2027, 09:00–13:00 UTC is 10:00–14:00 in Paris.
    const target = item(feb(3, 9), feb(3, 13), []);
    const availability = new Map([
      ['ana', { ...NO_AVAILABILITY, unavailable: [{ weekday: 3 as const, from: '12:00', to: '18:00', overnight: false }] }],
      ['ben', { ...NO_AVAILABILITY, unavailable: [{ weekday: 3 as const, from: '14:00', to: '18:00', overnight: false }] }], // starts as the item ends
      ['cai', { ...NO_AVAILABILITY, unavailable: [{ weekday: 2 as const, from: '22:00', to: '11:00', overnight: true }] }], // Tuesday night into Wednesday
    ]);
    const ranked = rankCandidates(target, [target], people.slice(0, 3), 'Europe/Paris', undefined, availability);
    expect(ranked.map((c) => [c.userId, c.free, c.warnings.unavailable])).toEqual([
      ['ben', true, []],
      ['ana', false, [{ start: feb(3, 11), end: feb(3, 13) }]],
      ['cai', false, [{ start: feb(3, 9), end: feb(3, 10) }]],
    ]);
  });

  it('puts the people who may work the item’s position first, busy or not, and marks the others “Not a Nurse”', () => {
    const target = item(feb(3, 9), feb(3, 13), []);
    const items = [target, item(feb(3, 12), feb(3, 16), [member('ana', 'ASSIGNED')])];
    const nurses = new Set(['ana', 'cai']);
    const ranked = rankCandidates(target, items, people.slice(0, 4), 'UTC', undefined, undefined, { id: 'n', name: 'Nurse', mayWork: (userId) => nurses.has(userId) });
    expect(ranked.map((c) => [c.userId, c.free, c.notPosition])).toEqual([
      ['cai', true, undefined],
      ['ana', false, undefined],
      ['ben', true, 'Nurse'],
      ['dee', true, 'Nurse'],
    ]);
    // Without a required position nobody is marked.
    expect(rankCandidates(target, items, people.slice(0, 4), 'UTC').some((c) => c.notPosition !== undefined)).toBe(false);
  });
});
