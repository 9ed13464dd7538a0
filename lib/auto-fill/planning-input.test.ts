import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { NO_AVAILABILITY } from '@/lib/availability';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { NO_POSITIONS, planningInput, type PlanningItem, type PlanningSources } from './planning-input';

// Berlin, the week of Monday 1 March 2027; the week before is last week.
const zone = 'Europe/Berlin';
const at = (day: string, time: string) => Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(zone).epochMilliseconds;
const shift = (id: string, day: string, from: string, to: string, members: PlanningItem['members'] = [], set: Partial<PlanningItem> = {}): PlanningItem => ({ id, type: 'MULTI_ASSIGNEE_SHIFT', status: 'ACTIVE', start: at(day, from), end: at(day, to), members, ...set });
const sources = (items: PlanningItem[], set: Partial<PlanningSources> = {}): PlanningSources => ({
  range: { from: at('2027-03-01', '00:00'), to: at('2027-03-08', '00:00') },
  timeZone: zone,
  rules: NO_WORKING_TIME_RULES,
  items,
  needs: {},
  members: [{ userId: 'ana', name: 'Ana' }, { userId: 'ben', name: 'Ben' }],
  availability: new Map(),
  positions: NO_POSITIONS,
  publishedUntil: null,
  ...set,
});

describe("auto-fill's input from what Shiftdesk reads", () => {
  it('makes a slot of each shift in the range with open places, its holders pinned and its needs counted', () => {
    const items = [
      shift('open', '2027-03-02', '08:00', '16:00'),
      shift('two', '2027-03-02', '08:00', '16:00', [{ userId: 'ana', status: 'ACCEPTED' }, { userId: 'ben', status: 'DECLINED' }], { name: 'Ward pair' }),
      shift('full', '2027-03-03', '08:00', '16:00', [{ userId: 'ben', status: 'ASSIGNED' }]),
      shift('cancelled', '2027-03-03', '08:00', '16:00', [], { status: 'CANCELLED' }),
      shift('meeting', '2027-03-03', '08:00', '09:00', [], { type: 'MEETING' }),
      shift('after', '2027-03-08', '08:00', '16:00'),
      shift('before', '2027-02-28', '08:00', '16:00'),
    ];
    const input = planningInput(sources(items, { needs: { two: 3 } }));
    expect(input.slots).toEqual([
      { itemId: 'open', start: at('2027-03-02', '08:00'), end: at('2027-03-02', '16:00'), needs: 1, holders: [], position: null, name: null },
      { itemId: 'two', start: at('2027-03-02', '08:00'), end: at('2027-03-02', '16:00'), needs: 3, holders: ['ana'], position: null, name: 'Ward pair' },
    ]);
    const [ana, ben] = input.people;
    expect(ana!.heldShifts.map((s) => s.id)).toEqual(['two']);
    expect(ben!.heldShifts.map((s) => s.id)).toEqual(['full']);
  });

  it('never re-plans a shift that starts before the published-until date', () => {
    const items = [shift('published', '2027-03-02', '08:00', '16:00'), shift('draft', '2027-03-04', '08:00', '16:00')];
    expect(planningInput(sources(items, { publishedUntil: at('2027-03-04', '00:00') })).slots.map((s) => s.itemId)).toEqual(['draft']);
  });

  it("gives each person their time off, unavailable windows in the range, preferences, hours and last week's pattern", () => {
    const items = [
      { ...shift('leave', '2027-03-03', '00:00', '23:00', [{ userId: 'ana', status: 'ASSIGNED' }, { userId: 'ben', status: 'DENIED' }]), type: 'TIME_OFF' },
      shift('last-saturday', '2027-02-27', '07:30', '15:30', [{ userId: 'ana', status: 'ACCEPTED' }]),
      shift('two-weeks-ago', '2027-02-20', '07:30', '15:30', [{ userId: 'ana', status: 'ACCEPTED' }]),
    ];
    const availability = new Map([['ana', { ...NO_AVAILABILITY, unavailable: [{ weekday: 5 as const, from: '18:00', to: '24:00', overnight: false }], preferredDays: [6 as const], avoidedDays: [1 as const], targetHours: 32, maxHours: 37.5 }]]);
    const [ana, ben] = planningInput(sources(items, { availability })).people;
    expect(ana).toMatchObject({
      timeOff: [{ start: at('2027-03-03', '00:00'), end: at('2027-03-03', '23:00') }],
      unavailable: [{ start: at('2027-03-05', '18:00'), end: at('2027-03-06', '00:00') }],
      preferredWeekdays: [6],
      avoidedWeekdays: [1],
      targetWeekMinutes: 32 * 60,
      maxWeekMinutes: 37.5 * 60,
      lastWeek: [{ weekday: 6, startMinute: 7 * 60 + 30 }],
    });
    expect(ben).toMatchObject({ timeOff: [], unavailable: [], targetWeekMinutes: null, maxWeekMinutes: null, lastWeek: [] });
  });

  it('leaves every position empty until positions are kept, and takes them when they are', () => {
    const items = [shift('ward', '2027-03-02', '08:00', '16:00')];
    expect(planningInput(sources(items)).slots[0]!.position).toBeNull();
    const positions = { ofItem: new Map([['ward', 'nurse']]), ofPerson: new Map([['ben', ['nurse']]]) };
    const input = planningInput(sources(items, { positions }));
    expect(input.slots[0]!.position).toBe('nurse');
    expect(input.people.map((p) => p.positions)).toEqual([[], ['nurse']]);
  });
});
