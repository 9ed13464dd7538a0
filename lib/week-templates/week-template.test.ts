import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { placeInWeek, saveWeekTemplateInputSchema, spanInWeek } from './week-template';

const zone = 'Europe/Paris';
const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;

describe('a week template item in a week', () => {
  it('keeps 07:00 when laid on a week across the change to summer time (Sunday 2031-03-30)', () => {
    const place = placeInWeek({ start: at('2031-03-17T07:00'), end: at('2031-03-17T15:00') }, '2031-03-17', zone);
    expect(place).toEqual({ dayOffset: 0, endDays: 0, startTime: '07:00', endTime: '15:00' });
    expect(spanInWeek(place!, '2031-03-31', zone)).toEqual({ start: at('2031-03-31T07:00'), end: at('2031-03-31T15:00') });
    // The Sunday of the change: 07:00 is after it, and the day is an hour short.
    const sunday = { ...place!, dayOffset: 6 };
    expect(spanInWeek(sunday, '2031-03-24', zone)).toEqual({ start: at('2031-03-30T07:00'), end: at('2031-03-30T15:00') });
    expect(at('2031-03-30T07:00') - at('2031-03-29T07:00')).toBe(23 * 3_600_000);
  });

  it('keeps a night shift ending the next day, and a time off of several days', () => {
    const night = placeInWeek({ start: at('2031-03-19T22:00'), end: at('2031-03-20T06:00') }, '2031-03-17', zone);
    expect(night).toEqual({ dayOffset: 2, endDays: 1, startTime: '22:00', endTime: '06:00' });
    expect(spanInWeek(night!, '2031-04-07', zone)).toEqual({ start: at('2031-04-09T22:00'), end: at('2031-04-10T06:00') });
    const away = placeInWeek({ start: at('2031-03-21T00:00'), end: at('2031-03-24T00:00') }, '2031-03-17', zone);
    expect(away).toEqual({ dayOffset: 4, endDays: 3, startTime: '00:00', endTime: '00:00' });
  });

  it('has no place for an item that starts outside the week (one running in from the week before)', () => {
    expect(placeInWeek({ start: at('2031-03-16T22:00'), end: at('2031-03-17T06:00') }, '2031-03-17', zone)).toBeNull();
    expect(placeInWeek({ start: at('2031-03-24T00:00'), end: at('2031-03-24T06:00') }, '2031-03-17', zone)).toBeNull();
  });
});

describe('saving a week template: the input', () => {
  const base = { organizationId: '1001', weekDate: '2031-03-17', withPeople: true };
  it('needs a name, says so next to it', () => {
    const parsed = saveWeekTemplateInputSchema.safeParse({ ...base, name: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Enter a name']]);
  });
  it('trims the name and accepts chosen items', () => {
    expect(saveWeekTemplateInputSchema.parse({ ...base, name: ' Usual week ', itemIds: ['42'] })).toMatchObject({ name: 'Usual week', itemIds: ['42'] });
  });
});
