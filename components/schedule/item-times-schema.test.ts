import { describe, expect, it } from 'vitest';
import { itemTimesSchema, itemTimesValues, switchAllDay } from './item-times-schema';

const zone = 'America/New_York';
const errorsOf = (values: { allDay: boolean; start: string; end: string }) => {
  const parsed = itemTimesSchema(zone).safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the drawer’s times form', () => {
  it('takes any minute, in the zone, across a DST change', () => {
    const { start, end } = itemTimesSchema(zone).parse({ allDay: false, start: '2027-03-13T07:15', end: '2027-03-14T07:15' });
    expect(new Date(start).toISOString()).toBe('2027-03-13T12:15:00.000Z');
    // The clocks went forward in between: 24 wall hours are 23 real ones.
    expect((end - start) / 3_600_000).toBe(23);
  });
  it('turns all-day dates into the start of the first day and the end of the last', () => {
    const { start, end } = itemTimesSchema(zone).parse({ allDay: true, start: '2027-03-13', end: '2027-03-14' });
    expect(new Date(start).toISOString()).toBe('2027-03-13T05:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });
  it('refuses an end before the start, a skipped time and an empty field, on the field at fault', () => {
    expect(errorsOf({ allDay: false, start: '2027-03-13T09:00', end: '2027-03-13T08:59' })).toEqual({ end: 'End must be after start' });
    expect(errorsOf({ allDay: false, start: '2027-03-14T02:30', end: '2027-03-14T09:00' })).toEqual({ start: 'This time does not exist in that time zone (the clocks change)' });
    expect(errorsOf({ allDay: true, start: '2027-03-14', end: '2027-03-13' })).toEqual({ end: 'The last day must not be before the first' });
    expect(errorsOf({ allDay: false, start: '', end: '2027-03-13T08:59' })).toEqual({ start: 'Choose when it starts' });
  });
  it('opens whole-day time off as all-day, and everything else as times', () => {
    const start = Date.parse('2027-03-13T05:00:00Z');
    const end = Date.parse('2027-03-15T04:00:00Z');
    expect(itemTimesValues({ type: 'TIME_OFF', start, end }, zone)).toEqual({ allDay: true, start: '2027-03-13', end: '2027-03-14' });
    expect(itemTimesValues({ type: 'MULTI_ASSIGNEE_SHIFT', start, end }, zone)).toEqual({ allDay: false, start: '2027-03-13T00:00', end: '2027-03-15T00:00' });
    expect(switchAllDay({ allDay: true, start: '2027-03-13', end: '2027-03-14' }, false)).toEqual({ allDay: false, start: '2027-03-13T09:00', end: '2027-03-14T17:00' });
  });
});
