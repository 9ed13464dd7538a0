import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { buildRequestInbox, countRequests } from './build-inbox';

// Items as the calendar service gives them; times in UTC unless the test says otherwise.
const H = 3_600_000;
let nextId = 7100000000000000000n;

function member(userId: string, status: string, name = `Person ${userId}`): ScheduleMember {
  return { key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: name, avatarUrl: null, status, phone: null };
}

function item(start: number, end: number, members: ScheduleMember[], extra: Partial<ScheduleItem> = {}): ScheduleItem {
  nextId += 1n;
  return {
    id: String(nextId),
    type: 'MULTI_ASSIGNEE_SHIFT',
    name: null,
    notes: null,
    start,
    end,
    timeZoneName: 'UTC',
    status: 'OPEN',
    muteAssignmentNotifications: false,
    members,
    createdAt: null,
    updatedAt: null,
    version: 'v',
    ...extra,
  };
}

const feb = (day: number, hour = 0, minute = 0) => Date.UTC(2027, 1, day, hour, minute);
// 1-14 February 2027 (Monday 1 February to Sunday 14 February), UTC.
const window = { start: feb(1), end: feb(15) };
const ANA = '7200000000000000001';
const BEN = '7200000000000000002';

describe('buildRequestInbox', () => {
  it('lists both request kinds in the window, by start, and keeps invitations apart', () => {
    const later = item(feb(3, 9), feb(3, 17), [member(ANA, 'REPLACEMENT_REQUESTED', 'Ana')], { name: 'Late' });
    const early = item(feb(2, 9), feb(2, 17), [member(BEN, 'ADDITION_REQUESTED', 'Ben'), member(ANA, 'PENDING_RESPONSE', 'Ana')], { name: 'Early' });
    const outside = item(feb(15, 9), feb(15, 17), [member(BEN, 'ADDITION_REQUESTED')]);
    const before = item(feb(1) - H, feb(1) + H, [member(BEN, 'ADDITION_REQUESTED')]);
    const others = item(feb(4, 9), feb(4, 12), [member(ANA, 'ACCEPTED'), member(BEN, 'DECLINED'), { ...member(BEN, 'ADDITION_REQUESTED'), type: 'INVITE', userId: null, key: 'INVITE:x' }]);

    const inbox = buildRequestInbox([later, outside, early, before, others], window, 'UTC');
    expect(inbox.requests.map((r) => [r.item.name, r.person.displayName, r.kind, r.day])).toEqual([
      ['Early', 'Ben', 'ADDITION_REQUESTED', '2027-02-02'],
      ['Late', 'Ana', 'REPLACEMENT_REQUESTED', '2027-02-03'],
    ]);
    expect(inbox.requests[0]?.key).toBe(`${early.id}:${BEN}`);
    // Each says who is on its item in the schedule's words: Ana holds Late while asking for cover.
    expect(inbox.requests.map((r) => r.staffing)).toEqual(['offered', 'assigned']);
    expect(inbox.awaiting.map((a) => [a.item.id, a.person.userId])).toEqual([[early.id, ANA]]);
    expect(countRequests([later, outside, early, before, others], window)).toBe(2);
  });

  it('gives a replacement request its colleagues asking to join and the others still holding the item', () => {
    const CAL = '7200000000000000003';
    const shift = item(feb(3, 9), feb(3, 17), [member(ANA, 'REPLACEMENT_REQUESTED', 'Ana Ruiz'), member(BEN, 'ADDITION_REQUESTED', 'Ben Ode'), member(CAL, 'ASSIGNED', 'Cal Moy')]);
    const { requests } = buildRequestInbox([shift], window, 'UTC');
    const ana = requests.find((r) => r.person.userId === ANA)!;
    expect(ana.replacement).toEqual({ colleagues: [{ userId: BEN, displayName: 'Ben Ode', avatarUrl: null, warnings: requests.find((r) => r.person.userId === BEN)!.warnings }], othersHolding: ['Cal Moy'] });
    expect(requests.find((r) => r.person.userId === BEN)!.replacement).toBeUndefined();
  });

  it('gives each colleague asking to cover what putting them on it double-books and breaks, as their own request says', () => {
    const shift = item(feb(3, 9), feb(3, 17), [member(ANA, 'REPLACEMENT_REQUESTED', 'Ana Ruiz'), member(BEN, 'ADDITION_REQUESTED', 'Ben Ode')]);
    // Ben closes at 02:00 that night before (7 h of rest) and works the door from 16:00.
    const close = item(feb(2, 18), feb(3, 2), [member(BEN, 'ASSIGNED')], { name: 'Close' });
    const door = item(feb(3, 16), feb(3, 18), [member(BEN, 'ASSIGNED')], { name: 'Door' });
    const { requests } = buildRequestInbox([close, shift, door], window, 'UTC', { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 });
    const [ben] = requests.find((r) => r.person.userId === ANA)!.replacement!.colleagues;
    const own = requests.find((r) => r.person.userId === BEN)!;
    expect(ben!.warnings.overlaps.map((o) => o.name)).toEqual(['Door']);
    expect(ben!.ruleBreaks?.map((b) => b.words)).toEqual(['rest 7 h, minimum 11 h']);
    expect([ben!.warnings, ben!.ruleBreaks]).toEqual([own.warnings, own.ruleBreaks]);
    // No rules set: no rule breaks to name.
    expect(buildRequestInbox([close, shift, door], window, 'UTC').requests.find((r) => r.person.userId === ANA)!.replacement!.colleagues[0]).not.toHaveProperty('ruleBreaks');
  });

  it('counts the service’s own records too, where a member without a user id has none at all', () => {
    const records = [
      { start: feb(2, 9), members: [{ type: 'USER', userId: ANA, status: 'ADDITION_REQUESTED' }, { type: 'USER', status: 'REPLACEMENT_REQUESTED' }] },
      { start: feb(3, 9), members: [{ type: 'GROUP', status: 'ADDITION_REQUESTED' }, { type: 'USER', userId: BEN, status: 'ACCEPTED' }] },
      { start: feb(20, 9), members: [{ type: 'USER', userId: BEN, status: 'REPLACEMENT_REQUESTED' }] },
    ];
    expect(countRequests(records, window)).toBe(1);
  });

  it('warns of items the person already works at that time, and only those', () => {
    const request = item(feb(2, 9), feb(2, 17), [member(ANA, 'ADDITION_REQUESTED')]);
    const worked = item(feb(2, 16), feb(2, 20), [member(ANA, 'ASSIGNED')], { name: 'Evening' });
    const accepted = item(feb(2, 6), feb(2, 9, 30), [member(ANA, 'ACCEPTED')], { type: 'MEETING', name: 'Briefing' });
    // Not warnings: touching end to start, declined, only asked, someone else, cancelled.
    const touching = item(feb(2, 17), feb(2, 18), [member(ANA, 'ASSIGNED')]);
    const declined = item(feb(2, 10), feb(2, 11), [member(ANA, 'DECLINED')]);
    const asked = item(feb(2, 10), feb(2, 11), [member(ANA, 'ADDITION_REQUESTED')]);
    const other = item(feb(2, 10), feb(2, 11), [member(BEN, 'ASSIGNED')]);
    const cancelled = item(feb(2, 10), feb(2, 11), [member(ANA, 'ASSIGNED')], { status: 'CANCELLED' });
    // Began before the window and still runs into the request.
    const night = item(feb(1) - 2 * H, feb(2, 10), [member(ANA, 'ASSIGNED')], { name: 'Long night' });

    const inbox = buildRequestInbox([night, request, worked, accepted, touching, declined, asked, other, cancelled], window, 'UTC');
    const mine = inbox.requests.find((r) => r.item.id === request.id);
    expect(mine?.warnings.overlaps.map((o) => o.name).sort()).toEqual(['Briefing', 'Evening', 'Long night']);
    expect(mine?.warnings.timeOff).toEqual([]);
  });

  it('warns of time off in any status but declined, removed or denied', () => {
    const request = item(feb(8, 9), feb(8, 17), [member(ANA, 'REPLACEMENT_REQUESTED')]);
    const holiday = item(feb(5), feb(10), [member(ANA, 'ASSIGNED')], { type: 'TIME_OFF', name: 'Holiday' });
    const askedOff = item(feb(8, 12), feb(8, 14), [member(ANA, 'ADDITION_REQUESTED')], { type: 'TIME_OFF', name: 'Dentist' });
    const denied = item(feb(8), feb(9), [member(ANA, 'DENIED')], { type: 'TIME_OFF', name: 'Denied' });
    const removed = item(feb(8), feb(9), [member(ANA, 'DELETED')], { type: 'TIME_OFF', name: 'Removed' });
    const declined = item(feb(8), feb(9), [member(ANA, 'DECLINED')], { type: 'TIME_OFF', name: 'Declined' });
    const nextDay = item(feb(10), feb(11), [member(ANA, 'ACCEPTED')], { type: 'TIME_OFF', name: 'Next day' });

    const inbox = buildRequestInbox([holiday, request, askedOff, denied, removed, declined, nextDay], window, 'UTC');
    const mine = inbox.requests.find((r) => r.item.id === request.id);
    expect(mine?.warnings.timeOff.map((t) => t.name)).toEqual(['Holiday', 'Dentist']);
    // Time off is never "work": no overlap warning and no hours from it.
    expect(mine?.warnings.overlaps).toEqual([]);
    expect(mine?.warnings.week.workedMinutes).toBe(0);
  });

  it('adds up the hours worked in the ISO week of the item, cutting items at the week’s edges', () => {
    // Week of Monday 8 February 2027.
    const request = item(feb(10, 9), feb(10, 17), [member(ANA, 'ADDITION_REQUESTED')]);
    const items = [
      request,
      item(feb(8, 9), feb(8, 17), [member(ANA, 'ASSIGNED')]), // 8 h
      item(feb(9, 9), feb(9, 13, 30), [member(ANA, 'ACCEPTED')], { type: 'MEETING' }), // 4.5 h
      item(feb(7, 22), feb(8, 6), [member(ANA, 'ASSIGNED')]), // Sunday night: 6 h of it on Monday
      item(feb(14, 20), feb(15, 4), [member(ANA, 'ASSIGNED')]), // Sunday night: 4 h before the next Monday
      item(feb(11, 9), feb(11, 17), [member(ANA, 'PENDING_RESPONSE')]), // not worked (yet)
      item(feb(12, 9), feb(12, 17), [member(ANA, 'ASSIGNED')], { status: 'CANCELLED' }),
      item(feb(3, 9), feb(3, 17), [member(ANA, 'ASSIGNED')]), // the week before
      item(feb(12, 9), feb(12, 17), [member(BEN, 'ASSIGNED')]),
    ];
    const week = buildRequestInbox(items, window, 'UTC').requests.find((r) => r.item.id === request.id)?.warnings.week;
    expect(week).toEqual({ monday: '2027-02-08', workedMinutes: (8 + 4.5 + 6 + 4) * 60, withThisMinutes: (22.5 + 8) * 60, over: false });
  });

  it('flags a week going over 40 hours', () => {
    const request = item(feb(12, 9), feb(12, 17), [member(ANA, 'ADDITION_REQUESTED')]);
    const days = [8, 9, 10, 11].map((d) => item(feb(d, 8), feb(d, 16, 30), [member(ANA, 'ASSIGNED')])); // 4 × 8.5 h = 34 h
    const exactly40 = buildRequestInbox([...days, item(feb(12, 9), feb(12, 15), [member(ANA, 'ADDITION_REQUESTED')])], window, 'UTC').requests[0]?.warnings.week;
    expect(exactly40).toMatchObject({ workedMinutes: 34 * 60, withThisMinutes: 40 * 60, over: false });
    const above = buildRequestInbox([...days, request], window, 'UTC').requests[0]?.warnings.week;
    expect(above).toMatchObject({ workedMinutes: 34 * 60, withThisMinutes: 42 * 60, over: true });
  });

  it('takes the week in the organization’s zone across the spring-forward change (23-hour Sunday)', () => {
    // Europe/London: Monday 22 to Sunday 28 March 2027; clocks go forward at 01:00 UTC on the 28th,
    // so the week ends at Monday 29 March 00:00 BST = Sunday 28 March 23:00 UTC.
    const zone = 'Europe/London';
    const mar = (day: number, hour = 0) => Date.UTC(2027, 2, day, hour);
    const request = item(mar(24, 9), mar(24, 17), [member(ANA, 'ADDITION_REQUESTED')]);
    const items = [
      request,
      // Sunday 00:00 GMT to 12:00 BST: 11 real hours, all in the week.
      item(mar(28, 0), mar(28, 11), [member(ANA, 'ASSIGNED')]),
      // Sunday 22:00 UTC (23:00 BST) to Monday 03:00 BST: 1 hour before the week ends.
      item(mar(28, 22), mar(29, 2), [member(ANA, 'ASSIGNED')]),
      // Monday 22 March 00:30 GMT to 02:30: the start of the week (a UTC week would start the same; GMT = UTC).
      item(mar(22, 0) + H / 2, mar(22, 2) + H / 2, [member(ANA, 'ACCEPTED')]),
    ];
    const week = buildRequestInbox(items, { start: mar(22), end: mar(29) }, zone).requests[0]?.warnings.week;
    expect(week).toEqual({ monday: '2027-03-22', workedMinutes: (11 + 1 + 2) * 60, withThisMinutes: (14 + 8) * 60, over: false });

    // The next week starts on Monday 29 March 00:00 BST (23:00 UTC on the 28th): a request on
    // Monday 00:30 BST (28 March 23:30 UTC) belongs to it, and to its day, in London.
    const mondayRequest = item(mar(28, 23) + H / 2, mar(29, 7), [member(BEN, 'ADDITION_REQUESTED')]);
    const shiftThatWeek = item(mar(30, 8), mar(30, 12), [member(BEN, 'ASSIGNED')]);
    const sundayShift = item(mar(28, 12), mar(28, 20), [member(BEN, 'ASSIGNED')]);
    const next = buildRequestInbox([sundayShift, mondayRequest, shiftThatWeek], { start: mar(22), end: mar(29) + 7 * 24 * H }, zone).requests[0];
    expect(next?.day).toBe('2027-03-29');
    expect(next?.warnings.week).toEqual({ monday: '2027-03-29', workedMinutes: 4 * 60, withThisMinutes: 4 * 60 + 7.5 * 60, over: false });
  });

  it('counts the autumn week as 169 hours: a shift over the repeated hour counts its real length', () => {
    // Europe/London: clocks go back at 01:00 UTC on Sunday 31 October 2027.
    const zone = 'Europe/London';
    const oct = (day: number, hour = 0) => Date.UTC(2027, 9, day, hour);
    const request = item(oct(27, 9), oct(27, 17), [member(ANA, 'ADDITION_REQUESTED')]);
    // Saturday 23:00 BST (22:00 UTC) to Sunday 06:00 GMT: 8 real hours on a 7-hour wall clock.
    const night = item(oct(30, 22), oct(31, 6), [member(ANA, 'ASSIGNED')]);
    // Sunday 23:30 GMT to Monday 01:30: the week ends at midnight GMT = 00:00 UTC on 1 November.
    const late = item(oct(31, 23) + H / 2, Date.UTC(2027, 10, 1, 1, 30), [member(ANA, 'ASSIGNED')]);
    // Monday 00:30 to 01:30 BST (Sunday 24 October 23:30 UTC): in this London week, not a UTC one.
    const early = item(oct(24, 23) + H / 2, oct(25, 0) + H / 2, [member(ANA, 'ACCEPTED')]);
    const week = buildRequestInbox([early, request, night, late], { start: oct(25), end: oct(31) }, zone).requests[0]?.warnings.week;
    expect(week).toMatchObject({ monday: '2027-10-25', workedMinutes: 9 * 60 + 30 });
  });
});
