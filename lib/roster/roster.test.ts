import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { buildRoster } from './roster';

const HOUR = 3_600_000;
const member = (userId: string, status = 'ACCEPTED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: null, status, phone: null });
const item = (id: string, type: string, start: number, hours: number, members: ScheduleMember[], status = 'ASSIGNED'): ScheduleItem => ({
  id,
  type,
  name: id,
  notes: null,
  start,
  end: start + hours * HOUR,
  timeZoneName: null,
  status,
  muteAssignmentNotifications: false,
  members,
  createdAt: null,
  updatedAt: null,
  version: id,
});

// Mon 1 – Sun 7 February 2027 in London (UTC+0).
const monday = Date.UTC(2027, 1, 1);
const at = (day: number, hour: number) => monday + day * 24 * HOUR + hour * HOUR;
const week = { start: monday, end: at(7, 0) };
const people = [
  { userId: '2', name: 'Bea', title: null },
  { userId: '1', name: 'Ann', title: 'Barista' },
];

const ids = (cells: { id: string }[][]) => cells.map((c) => c.map((i) => i.id));

describe('buildRoster', () => {
  it('puts each item under its people and days, open shifts in their own row, and adds up worked hours', () => {
    const roster = buildRoster(
      [
        item('mon', 'MULTI_ASSIGNEE_SHIFT', at(0, 9), 8, [member('1')]),
        item('night', 'MULTI_ASSIGNEE_SHIFT', at(1, 22), 8, [member('1'), member('2', 'PENDING_RESPONSE')]),
        item('leave', 'TIME_OFF', at(3, 0), 24, [member('2')]),
        item('open', 'MULTI_ASSIGNEE_SHIFT', at(4, 9), 4, []),
        item('called-off', 'MULTI_ASSIGNEE_SHIFT', at(5, 9), 4, [member('1')], 'CANCELLED'),
        item('gone', 'MULTI_ASSIGNEE_SHIFT', at(6, 9), 4, [member('2', 'DECLINED'), member('9')]),
      ],
      people,
      week,
      'Europe/London',
    );
    expect(roster.days.map((d) => d.date)).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07']);
    // Members in the order given, then people the week names who are not members.
    expect(roster.people.map((r) => r.person!.name)).toEqual(['Bea', 'Ann', 'Person 9']);
    const [bea, ann, other] = roster.people;
    expect(ids(ann!.cells)).toEqual([['mon'], ['night'], [], [], [], ['called-off'], []]);
    // Asked but not yet answering holds nothing: listed, not counted; declined is not listed.
    expect(ids(bea!.cells)).toEqual([[], ['night'], [], ['leave'], [], [], []]);
    expect(ids(other!.cells)).toEqual([[], [], [], [], [], [], ['gone']]);
    expect(ids(roster.open.cells)).toEqual([[], [], [], [], ['open'], [], []]);
    // The night is Tuesday's; Wednesday only marks it as continuing, for everyone on it.
    expect(ids(ann!.continued)).toEqual([[], [], ['night'], [], [], [], []]);
    expect(ids(bea!.continued)).toEqual([[], [], ['night'], [], [], [], []]);
    // Ann: 8 + 8; the cancelled shift counts nothing. Bea: nothing held.
    expect([ann!.workedMs, bea!.workedMs, other!.workedMs].map((ms) => ms / HOUR)).toEqual([16, 0, 4]);
    // A night shift's hours all fall on the day it starts.
    expect(roster.dayWorkedMs.map((ms) => ms / HOUR)).toEqual([8, 8, 0, 0, 0, 0, 4]);
  });

  it('shows a night once, on its start day, with its open shifts and hours there; the next day only marks it', () => {
    const roster = buildRoster(
      [
        // Last week's Sunday night reaches this Monday morning; this Sunday's night reaches next week.
        item('last-sunday', 'MULTI_ASSIGNEE_SHIFT', at(-1, 19), 12, [member('1')]),
        item('friday-open', 'MULTI_ASSIGNEE_SHIFT', at(4, 19), 12, []),
        item('saturday-open', 'MULTI_ASSIGNEE_SHIFT', at(5, 19), 12, []),
        item('sunday', 'MULTI_ASSIGNEE_SHIFT', at(6, 19), 12, [member('1')]),
      ],
      people,
      week,
      'Europe/London',
    );
    const ann = roster.people.find((r) => r.key === '1')!;
    expect(ids(ann.cells)).toEqual([[], [], [], [], [], [], ['sunday']]);
    expect(ids(ann.continued)).toEqual([['last-sunday'], [], [], [], [], [], []]);
    // Saturday holds one open night of its own, and Friday's only as a continuation.
    expect(ids(roster.open.cells)).toEqual([[], [], [], [], ['friday-open'], ['saturday-open'], []]);
    expect(ids(roster.open.continued)).toEqual([[], [], [], [], [], ['friday-open'], ['saturday-open']]);
    // Last week's night counts last week; this Sunday's 12 h count this week, on Sunday.
    expect(ann.workedMs / HOUR).toBe(12);
    expect(roster.dayWorkedMs.map((ms) => ms / HOUR)).toEqual([0, 0, 0, 0, 0, 0, 12]);
  });
  it('counts a person’s overlapping hours once (06–16 and 12–22 are 16 h, not 20), each merged span on the day it starts', () => {
    const roster = buildRoster(
      [
        item('early', 'MULTI_ASSIGNEE_SHIFT', at(0, 6), 10, [member('1')]),
        item('late', 'MULTI_ASSIGNEE_SHIFT', at(0, 12), 10, [member('1')]),
        // A night into Tuesday overlaps Tuesday's early shift by an hour: the merged span is Monday's.
        item('night', 'MULTI_ASSIGNEE_SHIFT', at(2, 19), 12, [member('1'), member('2')]),
        item('morning', 'MULTI_ASSIGNEE_SHIFT', at(3, 6), 8, [member('1')]),
      ],
      people,
      week,
      'Europe/London',
    );
    const [bea, ann] = roster.people;
    expect(ann!.workedMs / HOUR).toBe(16 + 19);
    expect(bea!.workedMs / HOUR).toBe(12);
    expect(roster.dayWorkedMs.map((ms) => ms / HOUR)).toEqual([16, 0, 19 + 12, 0, 0, 0, 0]);
    // Each double-booked item is marked in its person's row, with what it clashes with; Bea's night is not.
    expect([...ann!.conflicts].map(([id, others]) => [id, ids([others])[0]])).toEqual([
      ['early', ['late']],
      ['late', ['early']],
      ['night', ['morning']],
      ['morning', ['night']],
    ]);
    expect(bea!.conflicts.size).toBe(0);
  });
});
