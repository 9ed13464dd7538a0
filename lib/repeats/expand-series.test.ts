import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { expandSeries, occurrencesBefore, repeatRuleSchema, ruleInWords, seriesRRuleText, type SeriesTimes } from '@/lib/repeats';

const rule = (raw: unknown) => repeatRuleSchema.parse(raw);
const wall = (ms: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime().toString().slice(0, 16);
const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const never = { kind: 'never' } as const;

describe('expanding a series in its zone', () => {
  it('keeps 07:00 at 07:00 across the spring change in Europe/Berlin (28 March 2027)', () => {
    const series: SeriesTimes = { rule: rule({ frequency: 'weekdays', ends: never }), startDate: '2027-03-22', startTime: '07:00', durationMinutes: 480, timeZone: 'Europe/Berlin' };
    const got = expandSeries(series, { from: at('2027-03-22T00:00Z'), to: at('2027-04-03T00:00Z') });
    expect(got.map((o) => o.key)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02']);
    expect(got.map((o) => wall(o.start, 'Europe/Berlin').slice(11))).toEqual(Array(10).fill('07:00'));
    // 07:00 is 06:00 UTC before the change and 05:00 UTC after it.
    expect(new Date(got[4]!.start).toISOString()).toBe('2027-03-26T06:00:00.000Z');
    expect(new Date(got[5]!.start).toISOString()).toBe('2027-03-29T05:00:00.000Z');
  });

  it('keeps a night shift crossing midnight 8 hours long on the night the clocks go back in America/New_York (7 November 2027)', () => {
    const series: SeriesTimes = { rule: rule({ frequency: 'daily', ends: { kind: 'count', count: 4 } }), startDate: '2027-11-05', startTime: '22:00', durationMinutes: 480, timeZone: 'America/New_York' };
    const got = expandSeries(series, { from: at('2027-11-01T00:00Z'), to: at('2027-12-01T00:00Z') });
    expect(got.map((o) => [o.key, wall(o.start, 'America/New_York'), wall(o.end, 'America/New_York')])).toEqual([
      ['2027-11-05', '2027-11-05T22:00', '2027-11-06T06:00'],
      ['2027-11-06', '2027-11-06T22:00', '2027-11-07T05:00'], // the clocks went back at 02:00: still 8 hours
      ['2027-11-07', '2027-11-07T22:00', '2027-11-08T06:00'],
      ['2027-11-08', '2027-11-08T22:00', '2027-11-09T06:00'],
    ]);
    expect(got.every((o) => o.end - o.start === 8 * HOUR)).toBe(true);
  });

  it('keeps 09:00 across the autumn change in Australia/Sydney (4 April 2027), every other week on chosen days', () => {
    const series: SeriesTimes = { rule: rule({ frequency: 'weekly', weekdays: [6, 1], interval: 2, ends: never }), startDate: '2027-03-22', startTime: '09:00', durationMinutes: 240, timeZone: 'Australia/Sydney' };
    const got = expandSeries(series, { from: at('2027-03-01T00:00Z'), to: at('2027-04-30T00:00Z') });
    expect(got.map((o) => o.key)).toEqual(['2027-03-22', '2027-03-27', '2027-04-05', '2027-04-10', '2027-04-19', '2027-04-24']);
    expect(got.map((o) => wall(o.start, 'Australia/Sydney').slice(11))).toEqual(Array(6).fill('09:00'));
    expect(new Date(got[1]!.start).toISOString()).toBe('2027-03-26T22:00:00.000Z'); // +11 before
    expect(new Date(got[2]!.start).toISOString()).toBe('2027-04-04T23:00:00.000Z'); // +10 after
  });

  it('stops at the until day (included) and after N times, wherever the range ends', () => {
    const base = { startDate: '2027-03-01', startTime: '07:00', durationMinutes: 60, timeZone: 'Europe/Berlin' };
    const range = { from: at('2027-01-01T00:00Z'), to: at('2028-01-01T00:00Z') };
    const until = expandSeries({ ...base, rule: rule({ frequency: 'weekly', weekdays: [1], ends: { kind: 'until', date: '2027-03-29' } }) }, range);
    expect(until.map((o) => o.key)).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29']);
    const counted = expandSeries({ ...base, rule: rule({ frequency: 'daily', ends: { kind: 'count', count: 3 } }) }, range);
    expect(counted.map((o) => o.key)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    // Only what starts in the range, but a count still counts from the first day.
    expect(expandSeries({ ...base, rule: rule({ frequency: 'daily', ends: { kind: 'count', count: 3 } }) }, { from: at('2027-03-02T00:00Z'), to: range.to }).map((o) => o.key)).toEqual(['2027-03-02', '2027-03-03']);
    expect(occurrencesBefore({ ...base, rule: rule({ frequency: 'daily', ends: { kind: 'count', count: 10 } }) }, '2027-03-04')).toBe(3);
  });

  it('leaves out a skipped day and keeps the rest (and it still counts towards N times); an ended series stops at its last day', () => {
    const series: SeriesTimes = { rule: rule({ frequency: 'daily', ends: { kind: 'count', count: 5 } }), startDate: '2027-06-01', startTime: '12:00', durationMinutes: 60, timeZone: 'UTC' };
    const range = { from: at('2027-06-01T00:00Z'), to: at('2027-07-01T00:00Z') };
    expect(expandSeries(series, range, new Set(['2027-06-03'])).map((o) => o.key)).toEqual(['2027-06-01', '2027-06-02', '2027-06-04', '2027-06-05']);
    expect(expandSeries({ ...series, lastDate: '2027-06-02' }, range).map((o) => o.key)).toEqual(['2027-06-01', '2027-06-02']);
  });

  it('is written as RFC 5545 text with the zone', () => {
    const series: SeriesTimes = { rule: rule({ frequency: 'weekly', weekdays: [3, 1], interval: 2, ends: { kind: 'until', date: '2027-03-31' } }), startDate: '2027-03-01', startTime: '07:00', durationMinutes: 60, timeZone: 'Europe/Berlin' };
    expect(seriesRRuleText(series)).toBe('DTSTART;TZID=Europe/Berlin:20270301T070000\nRRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270331T215959Z;BYDAY=MO,WE');
  });
});

describe('a rule in words', () => {
  it('says how often and until when', () => {
    expect(ruleInWords(rule({ frequency: 'weekdays', ends: { kind: 'until', date: '2027-03-31' } }), '2027-01-04')).toBe('Every weekday until 31 March');
    expect(ruleInWords(rule({ frequency: 'daily', ends: { kind: 'count', count: 10 } }), '2027-01-04')).toBe('Every day, 10 times');
    expect(ruleInWords(rule({ frequency: 'weekly', weekdays: [6], ends: { kind: 'count', count: 1 } }), '2027-01-04')).toBe('Every Saturday, once');
    expect(ruleInWords(rule({ frequency: 'weekly', weekdays: [3, 1, 5], interval: 2, ends: { kind: 'until', date: '2028-01-31' } }), '2027-11-01')).toBe('Every 2 weeks on Monday, Wednesday and Friday until 31 January 2028');
    expect(ruleInWords(rule({ frequency: 'daily', ends: never }), '2027-01-04')).toBe('Every day');
  });

  it('refuses a weekly rule without days, and bad ends, next to their fields', () => {
    const issues = (raw: unknown) => repeatRuleSchema.safeParse(raw).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ frequency: 'weekly', weekdays: [], ends: never })).toEqual([['weekdays', 'Pick at least one day']]);
    expect(issues({ frequency: 'daily', ends: { kind: 'count', count: 0 } })).toEqual([['ends.count', 'At least once']]);
    expect(issues({ frequency: 'daily', ends: { kind: 'until', date: '2027-02-30' } })).toEqual([['ends.date', 'A date such as 2027-03-31']]);
  });
});
