import { describe, expect, it } from 'vitest';
import { itemsByDay } from './items-by-day';
import type { ScheduleItem } from './schedule-item';

const item = (id: string, start: string, end: string, name = id): ScheduleItem => ({
  id,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name,
  notes: null,
  start: Date.parse(start),
  end: Date.parse(end),
  timeZoneName: null,
  status: 'ACTIVE',
  muteAssignmentNotifications: false,
  members: [],
  createdAt: null,
  updatedAt: null,
  version: id,
});

const ids = (days: { date: string; items: { id: string }[]; continued: { id: string }[] }[]) => days.map((d) => [d.date, d.items.map((i) => i.id), d.continued.map((i) => i.id)]);

describe('itemsByDay', () => {
  it('cuts the range into the zone’s days and lists each item once, on the day it starts, earliest first', () => {
    const range = { start: Date.parse('2027-02-01T00:00:00Z'), end: Date.parse('2027-02-04T00:00:00Z') };
    const late = item('late', '2027-02-01T18:00:00Z', '2027-02-01T22:00:00Z');
    const early = item('early', '2027-02-01T08:00:00Z', '2027-02-01T12:00:00Z');
    const night = item('night', '2027-02-02T19:00:00Z', '2027-02-03T07:00:00Z');
    expect(ids(itemsByDay([late, night, early], range, 'Europe/London'))).toEqual([
      ['2027-02-01', ['early', 'late'], []],
      // The night is Tuesday's shift; Wednesday only has it as a continuation.
      ['2027-02-02', ['night'], []],
      ['2027-02-03', [], ['night']],
    ]);
  });

  it('continues an item of several days on every later day it reaches, and one begun before the range on its first days', () => {
    const range = { start: Date.parse('2027-02-01T00:00:00Z'), end: Date.parse('2027-02-04T00:00:00Z') };
    const sundayNight = item('sunday-night', '2027-01-31T22:00:00Z', '2027-02-01T06:00:00Z');
    const leave = item('leave', '2027-02-01T00:00:00Z', '2027-02-03T12:00:00Z');
    expect(ids(itemsByDay([leave, sundayNight], range, 'Europe/London'))).toEqual([
      ['2027-02-01', ['leave'], ['sunday-night']],
      ['2027-02-02', [], ['leave']],
      ['2027-02-03', [], ['leave']],
    ]);
  });

  it('cuts days in the zone: a night that is one day in London reaches the next in Auckland', () => {
    const range = { start: Date.parse('2027-02-01T00:00:00Z'), end: Date.parse('2027-02-02T00:00:00Z') };
    // 09:00 – 12:00 UTC: a morning in London, 22:00 – 01:00 in Auckland (UTC+13 in February).
    const shift = item('shift', '2027-02-01T09:00:00Z', '2027-02-01T12:00:00Z');
    const auckland = itemsByDay([shift], { start: Date.parse('2027-01-31T11:00:00Z'), end: Date.parse('2027-02-02T11:00:00Z') }, 'Pacific/Auckland');
    expect(ids(auckland)).toEqual([
      ['2027-02-01', ['shift'], []],
      ['2027-02-02', [], ['shift']],
    ]);
    expect(ids(itemsByDay([shift], range, 'Europe/London'))).toEqual([['2027-02-01', ['shift'], []]]);
  });

  it('keeps a DST day 23 hours long, and an item ending at midnight off the next day', () => {
    // Europe/London springs forward on 28 March 2027.
    const start = Date.parse('2027-03-28T00:00:00Z');
    const days = itemsByDay([item('to-midnight', '2027-03-28T20:00:00Z', '2027-03-28T23:00:00Z')], { start, end: Date.parse('2027-03-29T23:00:00Z') }, 'Europe/London');
    expect(days[0]).toMatchObject({ date: '2027-03-28', end: Date.parse('2027-03-28T23:00:00Z') });
    expect(days[0]!.end - days[0]!.start).toBe(23 * 3_600_000);
    expect(ids(days)).toEqual([
      ['2027-03-28', ['to-midnight'], []],
      ['2027-03-29', [], []],
    ]);
  });
});
