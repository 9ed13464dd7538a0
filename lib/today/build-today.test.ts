import { describe, expect, it } from 'vitest';
import type { ScheduleMember } from '@/lib/schedule';
import { scheduleItem } from '@/test/support/schedule-item';
import { NO_WORKING_TIME_RULES } from '@/lib/entry-points/working-time-rules';
import type { OfferView } from '@/lib/offers';
import { buildToday, buildTodayOf } from './build-today';
import type { TodaySectionKind, TodaySource } from './today-types';

// A seeded morning in Paris: Wednesday 2027-03-03, 08:30 (07:30 UTC). Each item is placed to fall
// just inside or just outside one of Today's rules.
const zone = 'Europe/Paris';
const at = (day: number, hour: number, minute = 0) => Date.UTC(2027, 2, day, hour - 1, minute); // Paris is UTC+1 in March before the 28th
const now = at(3, 8, 30);
const member = (userId: string, displayName: string, status: string): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName, avatarUrl: null, status, phone: null });
const ana = (status = 'ASSIGNED') => member('1', 'Ana Silva', status);
const ben = (status = 'ASSIGNED') => member('2', 'Ben Okafor', status);
const cy = (status = 'ASSIGNED') => member('3', 'Cy Lee', status);

const items = [
  // On now, held by Ana; Ana also works Mon and Tue 12 h each: 24 h + 9 h = 33 h this week.
  scheduleItem({ id: '1', name: 'Breakfast', start: at(3, 7), end: at(3, 16), members: [ana()] }),
  scheduleItem({ id: '2', name: 'Long Monday', start: at(1, 8), end: at(1, 20), members: [ana()] }),
  scheduleItem({ id: '3', name: 'Long Tuesday', start: at(2, 8), end: at(2, 20), members: [ana()] }),
  // Uncovered within 48 h: empty; only invited (PENDING) and a decliner.
  scheduleItem({ id: '10', name: 'Lunch', start: at(3, 11), end: at(3, 15), members: [] }),
  scheduleItem({ id: '11', name: 'Dinner', start: at(4, 18), end: at(4, 23), members: [ben('PENDING_RESPONSE'), cy('DECLINED')] }),
  // Just outside 48 h: not listed, whatever its people.
  scheduleItem({ id: '12', name: 'Friday close', start: at(5, 8, 30), end: at(5, 12) }),
  // Cancelled: never.
  scheduleItem({ id: '13', name: 'Called off', status: 'CANCELLED', start: at(3, 12), end: at(3, 14) }),
  // Needs 2, held by 1 (the join request makes a request line too, asked 2 h ago).
  scheduleItem({ id: '20', name: 'Bar', start: at(3, 17), end: at(3, 23), updatedAt: now - 2 * 3_600_000, members: [ben(), cy('ADDITION_REQUESTED')] }),
  // Needs 2, held by 2: fine.
  scheduleItem({ id: '21', name: 'Terrace', start: at(4, 10), end: at(4, 14), members: [ben(), cy('ACCEPTED')] }),
  // A cover request in 5 days.
  scheduleItem({ id: '30', name: 'Monday open', start: at(8, 7), end: at(8, 15), members: [cy('REPLACEMENT_REQUESTED')] }),
  // Time off today for Cy; and Ben's yesterday (not today).
  scheduleItem({ id: '40', type: 'TIME_OFF', name: null, start: at(3, 0), end: at(4, 0), members: [cy()] }),
  scheduleItem({ id: '41', type: 'TIME_OFF', name: null, start: at(2, 0), end: at(3, 0), members: [ben()] }),
];

const source = (fields: Partial<TodaySource> = {}): TodaySource => ({ id: '77', name: 'Harbour Café', timeZone: zone, thresholdMinutes: 30 * 60, items, needs: { '20': 2, '21': 2 }, rules: { ...NO_WORKING_TIME_RULES, maxWeekMinutes: 30 * 60 }, offers: [], ...fields });
const lines = (kind: TodaySectionKind, from = buildTodayOf(source(), now)) => from.sections.find((s) => s.kind === kind)!.lines;

describe('Today', () => {
  it('lists the shifts within 48 hours that nobody holds: empty, or only invited or declined; not later ones, not called-off ones', () => {
    expect(lines('uncovered').map((l) => [l.text, l.detail])).toEqual([
      ['Lunch', 'Nobody on it'],
      ['Dinner', 'Nobody holds it: Ben Okafor has not answered yet'],
    ]);
  });

  it('lists the shifts held by fewer than they need as "1 of 2"', () => {
    expect(lines('short').map((l) => [l.text, l.detail])).toEqual([['Bar', '1 of 2 people']]);
  });

  it('lists the waiting requests of the week ahead with how long they have waited', () => {
    expect(lines('requests').map((l) => [l.text, l.detail])).toEqual([
      ['Cy Lee asked to join: Bar', 'Waiting 2 h'],
      ['Cy Lee asked to be replaced: Monday open', 'Waiting'],
    ]);
  });

  it('dates a request from its member’s own last change when the service sends one, not from the item’s', () => {
    const asked = scheduleItem({ id: '50', name: 'Brunch', start: at(4, 10), end: at(4, 14), updatedAt: now - 3_600_000, members: [{ ...cy('REPLACEMENT_REQUESTED'), requestedAt: now - 5 * 3_600_000 }] });
    expect(lines('requests', buildTodayOf(source({ items: [asked] }), now)).map((l) => l.detail)).toEqual(['Waiting 5 h']);
  });

  it('names who passes the weekly threshold this week, and nobody without one', () => {
    expect(lines('hours').map((l) => [l.text, l.detail])).toEqual([['Ana Silva', '33 h this week, over 30 h']]);
    expect(lines('hours', buildTodayOf(source({ thresholdMinutes: null }), now))).toEqual([]);
  });

  it('says who is on now, what starts next, and who is off today', () => {
    expect(lines('on-now').map((l) => [l.text, l.detail])).toEqual([['Breakfast', 'Ana Silva']]);
    expect(lines('next').map((l) => [l.text, l.detail])).toEqual([['Lunch', 'nobody']]);
    expect(lines('time-off').map((l) => l.detail)).toEqual(['Cy Lee']);
  });

  it('counts what needs the manager, and each line links where it is acted on', () => {
    const today = buildTodayOf(source(), now);
    expect(today.needsYou).toBe(2 + 1 + 2 + 1);
    expect(lines('uncovered', today)[0]!.href).toBe(`/organizations/77/schedule?view=day&date=2027-03-03&tz=Europe%2FParis&item=10`);
    expect(lines('requests', today)[1]!.href).toBe('/organizations/77/requests?from=2027-03-08&to=2027-03-08');
    expect(lines('hours', today)[0]!.href).toBe('/organizations/77/roster?date=2027-03-01&tz=Europe%2FParis');
  });

  it('lists the working-time rule breaks of shifts from today on, leaving the weekly maximum to the hours section', () => {
    const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 12 * 60, maxShiftMinutes: 10 * 60, maxWeekMinutes: 30 * 60 };
    const today = buildTodayOf(source({ rules }), now);
    // Tuesday's 12 h shift broke the longest shift too, but before today; Ana rests 11 h after it,
    // Ben 11 h between Bar and Terrace (both shifts of a short rest are named). No weekly line here.
    expect(lines('rules', today).map((l) => [l.key, l.text, l.detail])).toEqual([
      ['1:1', 'Breakfast', 'Ana Silva: rest 11 h, minimum 12 h'],
      ['20:2', 'Bar', 'Ben Okafor: rest 11 h, minimum 12 h'],
      ['21:2', 'Terrace', 'Ben Okafor: rest 11 h, minimum 12 h'],
    ]);
    expect(lines('rules', today)[0]!.href).toBe('/organizations/77/schedule?view=day&date=2027-03-03&tz=Europe%2FParis&item=1');
    expect(today.needsYou).toBe(2 + 1 + 2 + 1 + 3);
    expect(lines('rules', buildTodayOf(source({ rules: { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 } }), now))).toEqual([]);
  });

  it('shows each running offer with every invitee’s answer, also on a shift beyond the items read; offers need nobody', () => {
    const offer = (itemId: string, people: OfferView['people'], problem: string | null = null): OfferView => ({
      offerId: `offer-${itemId}`,
      organizationId: '77',
      itemId,
      state: 'running',
      running: true,
      wanted: 1,
      passOn: true,
      people,
      takenBy: null,
      cancelRequested: false,
      problem,
      createdAt: '2027-03-03T07:00:00.000Z',
    });
    const offers = [offer('10', [{ userId: '2', name: 'Ben Okafor', state: 'declined' }, { userId: '3', name: 'Cy Lee', state: 'waiting' }]), offer('999', [], 'The service did not answer.')];
    const today = buildTodayOf(source({ offers }), now);
    expect(lines('offers', today).map((l) => [l.text, l.detail, l.action, l.href])).toEqual([
      ['Lunch', 'Ben Okafor declined, Cy Lee has not answered', 'Open the shift to follow or cancel the offer', '/organizations/77/schedule?view=day&date=2027-03-03&tz=Europe%2FParis&item=10'],
      ['Shift 999', 'Nobody invited yet', 'Stuck: The service did not answer. Open the shift to cancel or retry', '/organizations/77/schedule?item=999'],
    ]);
    expect(today.needsYou).toBe(2 + 1 + 2 + 1);
  });

  it('keeps a place for rule breaks and offers, and needs nothing of a quiet organization', () => {
    const quiet = buildToday([source({ items: [] })], now).organizations[0]!;
    expect(quiet.needsYou).toBe(0);
    expect(quiet.sections.map((s) => s.kind)).toEqual(['uncovered', 'short', 'requests', 'hours', 'rules', 'offers', 'on-now', 'next', 'time-off']);
  });
});
