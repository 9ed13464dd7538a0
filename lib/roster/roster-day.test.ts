import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { buildRoster } from './roster';
import { dayIndexOf, rosterDay } from './roster-day';

const HOUR = 3_600_000;
const member = (userId: string): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: null, status: 'ACCEPTED', phone: null });
const shift = (id: string, start: number, hours: number, members: ScheduleMember[]): ScheduleItem => ({
  id, type: 'MULTI_ASSIGNEE_SHIFT', name: id, notes: null, start, end: start + hours * HOUR, timeZoneName: null, status: 'ASSIGNED',
  muteAssignmentNotifications: false, members, createdAt: null, updatedAt: null, version: id,
});

// Mon 1 – Sun 7 February 2027, UTC.
const at = (day: number, hour: number) => Date.UTC(2027, 1, 1 + day, hour);
const week = buildRoster(
  [shift('mon', at(0, 9), 8, [member('1')]), shift('tue-night', at(1, 22), 8, [member('1')]), shift('open-wed', at(2, 9), 4, [])],
  [{ userId: '1', name: 'Ann', title: null }],
  { start: at(0, 0), end: at(7, 0) },
  'UTC',
);
const ids = (cells: { id: string }[][]) => cells.map((c) => c.map((i) => i.id));

describe('rosterDay', () => {
  it('keeps one day: its items, what continues into it, its total; each person keeps the week’s hours', () => {
    const wednesday = rosterDay(week, dayIndexOf(week, '2027-02-03'));
    expect(wednesday.days.map((d) => d.date)).toEqual(['2027-02-03']);
    const [ann] = wednesday.people;
    expect(ids(ann!.cells)).toEqual([[]]);
    expect(ids(ann!.continued)).toEqual([['tue-night']]);
    expect(ids(wednesday.open.cells)).toEqual([['open-wed']]);
    expect(wednesday.dayWorkedMs).toEqual([0]);
    expect(ann!.workedMs).toBe(16 * HOUR);

    const tuesday = rosterDay(week, dayIndexOf(week, '2027-02-02'));
    expect(ids(tuesday.people[0]!.cells)).toEqual([['tue-night']]);
    expect(tuesday.dayWorkedMs).toEqual([8 * HOUR]);
  });

  it('falls back to the week’s first day for a date outside it', () => {
    expect(dayIndexOf(week, '2027-03-01')).toBe(0);
    expect(dayIndexOf(week, '2027-02-07')).toBe(6);
  });
});
