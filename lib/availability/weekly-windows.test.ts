import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { WeeklyWindow } from './availability';
import { expandWeeklyWindows } from './weekly-windows';

const at = (local: string, timeZone: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).epochMilliseconds;
const HOUR = 3_600_000;
const spans = (windows: WeeklyWindow[], timeZone: string, from: string, to: string) =>
  expandWeeklyWindows(windows, timeZone, { start: at(from, timeZone), end: at(to, timeZone) });

describe('expandWeeklyWindows', () => {
  it('puts a Monday window on each Monday of the range, on the zone’s wall clock', () => {
    const monday: WeeklyWindow = { weekday: 1, from: '09:00', to: '17:00', overnight: false };
    // 2027-03-01 and 2027-03-08 are Mondays.
    expect(spans([monday], 'Europe/London', '2027-03-01T00:00', '2027-03-15T00:00')).toEqual([
      { start: at('2027-03-01T09:00', 'Europe/London'), end: at('2027-03-01T17:00', 'Europe/London') },
      { start: at('2027-03-08T09:00', 'Europe/London'), end: at('2027-03-08T17:00', 'Europe/London') },
    ]);
  });

  it('keeps local times across spring-forward and fall-back in London (an overnight window is 1 h shorter, then 1 h longer)', () => {
    // Saturday 22:00 → Sunday 06:00; London springs forward on Sunday 2027-03-28 at 01:00, falls back on 2027-10-31 at 02:00.
    const saturdayNight: WeeklyWindow = { weekday: 6, from: '22:00', to: '06:00', overnight: true };
    const spring = spans([saturdayNight], 'Europe/London', '2027-03-22T00:00', '2027-03-29T00:00');
    expect(spring).toEqual([{ start: at('2027-03-27T22:00', 'Europe/London'), end: at('2027-03-28T06:00', 'Europe/London') }]);
    expect(spring[0]!.end - spring[0]!.start).toBe(7 * HOUR);
    const autumn = spans([saturdayNight], 'Europe/London', '2027-10-25T00:00', '2027-11-01T00:00');
    expect(autumn[0]!.end - autumn[0]!.start).toBe(9 * HOUR);
  });

  it('keeps local times across DST in New York, and moves a time in the gap forward', () => {
    // New York springs forward on Sunday 2027-03-14 at 02:00 (02:30 does not exist).
    const sundayEarly: WeeklyWindow = { weekday: 7, from: '02:30', to: '08:00', overnight: false };
    const friday: WeeklyWindow = { weekday: 5, from: '09:00', to: '17:00', overnight: false };
    const got = spans([sundayEarly, friday], 'America/New_York', '2027-03-08T00:00', '2027-03-22T00:00');
    expect(got).toEqual([
      { start: at('2027-03-12T09:00', 'America/New_York'), end: at('2027-03-12T17:00', 'America/New_York') },
      { start: at('2027-03-14T03:30', 'America/New_York'), end: at('2027-03-14T08:00', 'America/New_York') },
      { start: at('2027-03-19T09:00', 'America/New_York'), end: at('2027-03-19T17:00', 'America/New_York') },
      { start: at('2027-03-21T02:30', 'America/New_York'), end: at('2027-03-21T08:00', 'America/New_York') },
    ]);
    expect(got[0]!.start - Date.UTC(2027, 2, 12, 14)).toBe(0); // 09:00 EST is 14:00 UTC
    expect(got[2]!.start - Date.UTC(2027, 2, 19, 13)).toBe(0); // 09:00 EDT is 13:00 UTC
  });

  it('reaches into the range from the night before, clips at its edges, and ends at midnight with 24:00', () => {
    const sundayNight: WeeklyWindow = { weekday: 7, from: '20:00', to: '04:00', overnight: true };
    const wednesdayEvening: WeeklyWindow = { weekday: 3, from: '18:00', to: '24:00', overnight: false };
    // The range starts on Monday 2027-03-01 02:00: Sunday night's window is clipped to 02:00–04:00.
    expect(spans([sundayNight, wednesdayEvening], 'Europe/Paris', '2027-03-01T02:00', '2027-03-03T20:00')).toEqual([
      { start: at('2027-03-01T02:00', 'Europe/Paris'), end: at('2027-03-01T04:00', 'Europe/Paris') },
      { start: at('2027-03-03T18:00', 'Europe/Paris'), end: at('2027-03-03T20:00', 'Europe/Paris') },
    ]);
    expect(spans([wednesdayEvening], 'Europe/Paris', '2027-03-03T00:00', '2027-03-05T00:00')).toEqual([
      { start: at('2027-03-03T18:00', 'Europe/Paris'), end: at('2027-03-04T00:00', 'Europe/Paris') },
    ]);
  });

  it('is empty for no windows or an empty range', () => {
    expect(spans([], 'Europe/London', '2027-03-01T00:00', '2027-03-08T00:00')).toEqual([]);
    expect(spans([{ weekday: 1, from: '09:00', to: '10:00', overnight: false }], 'Europe/London', '2027-03-01T12:00', '2027-03-01T12:00')).toEqual([]);
  });
});
