import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { spanLaterByDays } from '@/lib/time/whole-days';
import { decideDrop, expectedItem } from './roster-drop';

const zone = 'Europe/London';
const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(zone).epochMilliseconds;
const member = (userId: string, status = 'ASSIGNED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `P${userId}`, avatarUrl: null, status, phone: null });
const shift = (members: ScheduleMember[], status = 'ASSIGNED'): ScheduleItem => ({
  id: '1', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Bar', notes: null, start: at('2027-03-26T09:00'), end: at('2027-03-26T17:00'), timeZoneName: zone,
  status, muteAssignmentNotifications: false, members, createdAt: null, updatedAt: null, version: 'v',
});
const ann = { userId: 'a', name: 'Ann' };
const bea = { userId: 'b', name: 'Bea' };

describe('decideDrop', () => {
  it('another day in the same row is a move keeping the wall-clock time, also over the clocks going forward', () => {
    // Friday 26 March 2027 to Monday 29 March: London goes to summer time on the Sunday.
    const decision = decideDrop(shift([member('a')]), { person: ann, day: 4 }, { person: ann, day: 7 }, zone);
    expect(decision).toEqual({ ok: true, plan: { move: { start: at('2027-03-29T09:00'), end: at('2027-03-29T17:00') }, reassign: null } });
  });

  it('the same cell is nothing', () => {
    expect(decideDrop(shift([member('a')]), { person: ann, day: 2 }, { person: ann, day: 2 }, zone)).toEqual({ ok: true, plan: null });
  });

  it('another person is a reassign with the source’s standing; another day and person does both', () => {
    const asked = decideDrop(shift([member('a', 'PENDING_RESPONSE'), member('c')]), { person: ann, day: 1 }, { person: bea, day: 2 }, zone);
    expect(asked.ok && asked.plan).toEqual({
      move: { start: at('2027-03-27T09:00'), end: at('2027-03-27T17:00') },
      reassign: { from: 'a', to: bea, initialStatus: 'PENDING_RESPONSE', newCalendarItemStatus: 'OPEN', confirmConflicts: false },
    });
  });

  it('from the open row the target is assigned; a status set by hand stays', () => {
    const open = decideDrop(shift([], 'OPEN'), { person: null, day: 0 }, { person: bea, day: 0 }, zone);
    expect(open.ok && open.plan?.reassign).toEqual({ from: null, to: bea, initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', confirmConflicts: false });
    const cancelled = decideDrop(shift([member('a')], 'CANCELLED'), { person: ann, day: 0 }, { person: bea, day: 0 }, zone);
    expect(cancelled.ok && cancelled.plan?.reassign?.newCalendarItemStatus).toBe('CANCELLED');
  });

  it('refuses the open row as a target and a person already on the item', () => {
    expect(decideDrop(shift([member('a')]), { person: ann, day: 0 }, { person: null, day: 0 }, zone).ok).toBe(false);
    expect(decideDrop(shift([member('a'), member('b')]), { person: ann, day: 0 }, { person: bea, day: 0 }, zone)).toEqual({ ok: false, reason: 'Bea is already on it.' });
    // Someone who declined is not on it any more: they may be given it.
    expect(decideDrop(shift([member('a'), member('b', 'DECLINED')]), { person: ann, day: 0 }, { person: bea, day: 0 }, zone).ok).toBe(true);
  });
});

describe('expectedItem', () => {
  it('swaps the source for the target and keeps everyone else', () => {
    const item = shift([member('a'), member('c')]);
    const decision = decideDrop(item, { person: ann, day: 0 }, { person: bea, day: 1 }, zone);
    const shown = expectedItem(item, decision.ok && decision.plan ? decision.plan : { move: null, reassign: null });
    expect(shown.members.map((m) => `${m.userId}:${m.status}`)).toEqual(['c:ASSIGNED', 'b:ASSIGNED']);
    expect(shown.start).toBe(spanLaterByDays(item, 1, zone).start);
  });
});
