import { describe, expect, it } from 'vitest';
import { allDayPlacement, droppedSpan } from './all-day-placement';

const london = 'Europe/London';
const utc = (d: number, h = 0, m = 0) => Date.UTC(2027, 1, d, h, m);

describe('allDayPlacement', () => {
  it('puts whole-day time off in the all-day row, draggable by days', () => {
    expect(allDayPlacement({ type: 'TIME_OFF', start: utc(4), end: utc(6) }, london)).toEqual({ start: '2027-02-04', end: '2027-02-06', draggable: true });
  });
  it('shows time off of a day or more with times there too, but not draggable (its times would be lost)', () => {
    expect(allDayPlacement({ type: 'TIME_OFF', start: utc(1, 9), end: utc(3, 12) }, london)).toEqual({ start: '2027-02-01', end: '2027-02-04', draggable: false });
  });
  it('keeps short time off and every other type in the hour grid', () => {
    expect(allDayPlacement({ type: 'TIME_OFF', start: utc(1, 9), end: utc(1, 12) }, london)).toBeNull();
    expect(allDayPlacement({ type: 'MULTI_ASSIGNEE_SHIFT', start: utc(4), end: utc(6) }, london)).toBeNull();
  });
  it('reads whole days in the display zone (midnight in New York is 05:00 UTC in February)', () => {
    const ny = 'America/New_York';
    expect(allDayPlacement({ type: 'TIME_OFF', start: utc(4, 5), end: utc(5, 5) }, ny)).toEqual({ start: '2027-02-04', end: '2027-02-05', draggable: true });
    // London's midnight is 19:00 the day before in New York: those 24 hours are not whole days there.
    expect(allDayPlacement({ type: 'TIME_OFF', start: utc(4), end: utc(5) }, ny)).toEqual({ start: '2027-02-03', end: '2027-02-05', draggable: false });
  });
});

describe('droppedSpan', () => {
  it('turns all-day dates into the starts of those days in the zone, across a DST change', () => {
    const ny = 'America/New_York';
    // 13 March 2027 00:00 EST is 05:00 UTC; 15 March 00:00 EDT is 04:00 UTC.
    expect(droppedSpan({ allDay: true, start: new Date(0), end: null, startStr: '2027-03-13', endStr: '2027-03-15' }, ny)).toEqual({ start: Date.UTC(2027, 2, 13, 5), end: Date.UTC(2027, 2, 15, 4) });
  });
  it('gives a day to an all-day drop without an end, and an hour to a timed one', () => {
    expect(droppedSpan({ allDay: true, start: new Date(0), end: null, startStr: '2027-02-04', endStr: '' }, london)).toEqual({ start: utc(4), end: utc(5) });
    expect(droppedSpan({ allDay: false, start: new Date(utc(4, 9)), end: null, startStr: '', endStr: '' }, london)).toEqual({ start: utc(4, 9), end: utc(4, 10) });
  });
  it('keeps timed drops as the instants FullCalendar gives', () => {
    expect(droppedSpan({ allDay: false, start: new Date(utc(4, 9)), end: new Date(utc(4, 11, 30)), startStr: '', endStr: '' }, london)).toEqual({ start: utc(4, 9), end: utc(4, 11, 30) });
  });
});
