import { describe, expect, it } from 'vitest';
import { templateFieldsSchema, templateTimesWords } from './shift-template';
import { templateSpanOn } from './template-span';

const iso = (ms: number) => new Date(ms).toISOString();
const span = (startTime: string, endTime: string, date: string, zone: string) => {
  const s = templateSpanOn({ startTime, endTime }, date, zone);
  return [iso(s.start), iso(s.end)];
};

describe('a template’s times on a day in the organization’s zone', () => {
  it('keeps 07:00 at 07:00 on both sides of a DST change (New York, Berlin)', () => {
    expect(span('07:00', '15:00', '2027-03-13', 'America/New_York')).toEqual(['2027-03-13T12:00:00.000Z', '2027-03-13T20:00:00.000Z']);
    expect(span('07:00', '15:00', '2027-03-15', 'America/New_York')).toEqual(['2027-03-15T11:00:00.000Z', '2027-03-15T19:00:00.000Z']);
    expect(span('07:00', '15:00', '2027-10-30', 'Europe/Berlin')).toEqual(['2027-10-30T05:00:00.000Z', '2027-10-30T13:00:00.000Z']);
    expect(span('07:00', '15:00', '2027-11-01', 'Europe/Berlin')).toEqual(['2027-11-01T06:00:00.000Z', '2027-11-01T14:00:00.000Z']);
  });

  it('ends a night shift on the next day, an hour shorter over spring-forward and longer over fall-back', () => {
    expect(span('22:00', '06:00', '2027-03-13', 'America/New_York')).toEqual(['2027-03-14T03:00:00.000Z', '2027-03-14T10:00:00.000Z']); // 7 h
    expect(span('22:00', '06:00', '2027-11-06', 'America/New_York')).toEqual(['2027-11-07T02:00:00.000Z', '2027-11-07T11:00:00.000Z']); // 9 h
    expect(span('22:00', '00:00', '2027-06-01', 'Europe/Berlin')).toEqual(['2027-06-01T20:00:00.000Z', '2027-06-01T22:00:00.000Z']);
  });

  it('reads a skipped wall-clock time an hour later, as the zone does', () => {
    expect(span('02:30', '08:00', '2027-03-14', 'America/New_York')).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-14T12:00:00.000Z']);
  });
});

describe('a template’s fields', () => {
  const good = { name: 'Front desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 2, notes: '', people: [] };
  const errors = (change: object) => templateFieldsSchema.safeParse({ ...good, ...change }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('take a day shift and a night shift, in words', () => {
    expect(errors({})).toBeUndefined();
    expect(errors({ startTime: '22:00', endTime: '06:00' })).toBeUndefined();
    expect(templateTimesWords(good)).toBe('07:00–15:00');
    expect(templateTimesWords({ startTime: '22:00', endTime: '06:00' })).toBe('22:00–06:00 next day');
  });

  it('refuse a blank name, a zero-length span, a bad time, needs that are not a whole number ≥ 1, a person twice', () => {
    expect(errors({ name: '  ' })).toEqual([['name', 'Enter a name']]);
    expect(errors({ endTime: '07:00' })).toEqual([['endTime', 'Ends after it starts (an end before the start is the next day)']]);
    expect(errors({ startTime: '7am' })).toEqual([['startTime', 'A time like 09:00']]);
    expect(errors({ needs: 0 })).toEqual([['needs', 'A whole number from 1 to 50']]);
    expect(errors({ needs: 1.5 })).toEqual([['needs', 'A whole number from 1 to 50']]);
    expect(errors({ people: ['12', '12'] })).toEqual([['people', 'Each person once']]);
  });
});
