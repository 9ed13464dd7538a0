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

describe('itemsByDay', () => {
  it('cuts the range into the zone’s days, lists each item on every day it touches, earliest first', () => {
    const range = { start: Date.parse('2027-02-01T00:00:00Z'), end: Date.parse('2027-02-04T00:00:00Z') };
    const late = item('late', '2027-02-01T18:00:00Z', '2027-02-01T22:00:00Z');
    const early = item('early', '2027-02-01T08:00:00Z', '2027-02-01T12:00:00Z');
    const night = item('night', '2027-02-02T22:00:00Z', '2027-02-03T06:00:00Z');
    const days = itemsByDay([late, night, early], range, 'Europe/London');
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2027-02-01', ['early', 'late']],
      ['2027-02-02', ['night']],
      ['2027-02-03', ['night']],
    ]);
  });

  it('keeps a DST day 23 hours long, and an item ending at midnight off the next day', () => {
    // Europe/London springs forward on 28 March 2027.
    const start = Date.parse('2027-03-28T00:00:00Z');
    const days = itemsByDay([item('to-midnight', '2027-03-28T20:00:00Z', '2027-03-28T23:00:00Z')], { start, end: Date.parse('2027-03-29T23:00:00Z') }, 'Europe/London');
    expect(days[0]).toMatchObject({ date: '2027-03-28', end: Date.parse('2027-03-28T23:00:00Z') });
    expect(days[0]!.end - days[0]!.start).toBe(23 * 3_600_000);
    expect(days.map((d) => d.items.map((i) => i.id))).toEqual([['to-midnight'], []]);
  });
});
