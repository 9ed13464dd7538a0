import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { patternWeeksOf, rankForOffer } from './offer-ranking';
import { rankingWhy } from './offer-words';

// The offer's order: only the free and rule-abiding, fewest hours that week first, then who worked
// the shift's weekday and start time (wall clock in the zone) most in the last four weeks, then name.
const zone = 'Europe/Paris';
const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;
let nextId = 7400000000000000000n;

function member(userId: string, status = 'ASSIGNED'): ScheduleMember {
  return { key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: userId, avatarUrl: null, status, phone: null };
}

function item(start: string, end: string, members: ScheduleMember[], type = 'MULTI_ASSIGNEE_SHIFT'): ScheduleItem {
  nextId += 1n;
  return { id: String(nextId), type, name: null, notes: null, start: at(start), end: at(end), timeZoneName: zone, status: 'OPEN', muteAssignmentNotifications: false, members, createdAt: null, updatedAt: null, version: 'v' };
}

const people = ['Ana', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay'].map((fullName) => ({ userId: fullName.toLowerCase(), fullName }));
// Saturday 2031-04-05, 09:00 to 17:00; Paris went to summer time on Sunday 2031-03-30.
const target = () => item('2031-04-05T09:00', '2031-04-05T17:00', []);

describe('rankForOffer', () => {
  it('leaves out overlaps, time off and rule breaks (with why), then sorts by hours that week, then the pattern, then name', () => {
    const open = target();
    const items = [
      open,
      item('2031-04-05T16:00', '2031-04-05T20:00', [member('ana')]), // overlaps
      item('2031-04-04T00:00', '2031-04-07T00:00', [member('ben', 'ACCEPTED')], 'TIME_OFF'),
      item('2031-04-01T09:00', '2031-04-01T13:00', [member('cai')]), // 4 h that week
      // Dee and Eve: no hours that week; Eve worked Saturday 09:00 twice (once before the clocks changed), Dee once.
      item('2031-03-29T09:00', '2031-03-29T17:00', [member('eve')]),
      item('2031-03-22T09:00', '2031-03-22T15:00', [member('eve')]),
      item('2031-03-15T09:00', '2031-03-15T17:00', [member('dee')]),
      // Not the pattern: another start time, another weekday, too long ago, only invited.
      item('2031-03-22T10:00', '2031-03-22T17:00', [member('fay')]),
      item('2031-03-27T09:00', '2031-03-27T17:00', [member('fay')]),
      item('2031-03-01T09:00', '2031-03-01T17:00', [member('fay')]),
      item('2031-03-08T09:00', '2031-03-08T17:00', [member('fay', 'PENDING_RESPONSE')]),
    ];
    const rule = (userId: string) => (userId === 'fay' ? 'Rest 8 h, minimum 11 h' : null);
    const { ranked, leftOut } = rankForOffer(open, items, people, zone, rule);
    expect(ranked.map((p) => [p.userId, p.weekMinutes, p.patternWeeks])).toEqual([
      ['eve', 0, 2],
      ['dee', 0, 1],
      ['cai', 240, 0],
    ]);
    expect(leftOut.map((p) => [p.userId, p.reason, p.detail])).toEqual([
      ['fay', 'rule', 'Rest 8 h, minimum 11 h'],
      ['ben', 'time_off', 'Has time off then'],
      ['ana', 'overlap', 'Works another item at that time'],
    ]);
    expect(ranked.map(rankingWhy)).toEqual([
      "No hours this week; worked this shift's day and time 2 times in the last 4 weeks",
      "No hours this week; worked this shift's day and time once in the last 4 weeks",
      '4 h this week',
    ]);
  });

  it('without a pattern or hours, keeps the names in order; leaves out whoever is on the item already', () => {
    const open = item('2031-04-05T09:00', '2031-04-05T17:00', [member('ana', 'DECLINED')]);
    const { ranked } = rankForOffer(open, [open], people, zone);
    expect(ranked.map((p) => p.userId)).toEqual(['ben', 'cai', 'dee', 'eve', 'fay']);
  });

  it('offers a shift requiring a position only to people who may work it, and says why the others are left out', () => {
    const open = target();
    const nurses = new Set(['ben', 'dee']);
    const { ranked, leftOut } = rankForOffer(open, [open], people, zone, undefined, { id: 'n', name: 'Nurse', mayWork: (userId) => nurses.has(userId) });
    expect(ranked.map((p) => p.userId)).toEqual(['ben', 'dee']);
    expect(leftOut).toContainEqual({ userId: 'ana', fullName: 'Ana', reason: 'position', detail: 'Not a Nurse' });
    expect(leftOut).toHaveLength(4);
  });

  it('counts a pattern week once however many matching shifts it has, and never the item itself', () => {
    const open = target();
    const twice = [item('2031-03-29T09:00', '2031-03-29T12:00', [member('eve')]), item('2031-03-29T09:00', '2031-03-29T17:00', [member('eve')])];
    const involvement = [...twice, open].map((i) => ({ item: i, status: 'ASSIGNED' }));
    expect(patternWeeksOf(open, involvement, zone)).toBe(1);
  });
});
