import { describe, expect, it } from 'vitest';
import { clockText, clockTextOf, compactClocks, hourCycleOfAcceptLanguage, hourCycleOfLocale } from './hour-cycle';
import { clockTime } from './calendar-day';
import { itemHours } from './day-words';

const at = (iso: string) => Date.parse(iso);

describe('the hour cycle of a locale', () => {
  it('is 12-hour for en-US and 24-hour for en-GB, from the first language of Accept-Language', () => {
    expect(hourCycleOfLocale('en-US')).toBe('h12');
    expect(hourCycleOfLocale('en-GB')).toBe('h23');
    expect(hourCycleOfLocale('de-DE')).toBe('h23');
    expect(hourCycleOfAcceptLanguage('en-US,en;q=0.9')).toBe('h12');
    expect(hourCycleOfAcceptLanguage('en-GB,en-US;q=0.9')).toBe('h23');
    expect(hourCycleOfAcceptLanguage('ja-JP;q=1, en-US;q=0.5')).toBe('h23');
  });

  it('is 24-hour when the header is missing or unreadable', () => {
    expect(hourCycleOfAcceptLanguage(null)).toBe('h23');
    expect(hourCycleOfAcceptLanguage('*')).toBe('h23');
    expect(hourCycleOfAcceptLanguage('not a language!')).toBe('h23');
  });
});

describe('a clock time in each cycle', () => {
  it('writes midnight and noon without ambiguity', () => {
    expect(clockText(0, 0, 'h23')).toBe('00:00');
    expect(clockText(0, 0, 'h12')).toBe('12:00 AM');
    expect(clockText(12, 0, 'h23')).toBe('12:00');
    expect(clockText(12, 0, 'h12')).toBe('12:00 PM');
    expect(clockText(21, 5, 'h12')).toBe('9:05 PM');
    expect(clockTextOf('09:30', 'h12')).toBe('9:30 AM');
    expect(clockTextOf('23:59', 'h12')).toBe('11:59 PM');
  });

  it('shortens 12-hour times for a narrow event box, and leaves 24-hour ones alone', () => {
    expect(compactClocks('6:30 AM – 2:30 PM')).toBe('6:30a – 2:30p');
    expect(compactClocks('12 Jan, 12:00 AM – 14 Jan, 12:00 AM')).toBe('12 Jan, 12:00a – 14 Jan, 12:00a');
    expect(compactClocks('06:30 – 14:30')).toBe('06:30 – 14:30');
  });

  it('follows the zone, the same in both cycles', () => {
    expect(clockTime(at('2027-01-12T22:00:00Z'), 'Europe/Berlin', 'h23')).toBe('23:00');
    expect(clockTime(at('2027-01-12T22:00:00Z'), 'Europe/Berlin', 'h12')).toBe('11:00 PM');
  });

  it('writes an overnight shift and a shift across a DST change', () => {
    const night = { start: at('2027-01-12T19:00:00Z'), end: at('2027-01-13T07:00:00Z') };
    expect(itemHours(night, 'UTC', '2027-01-12', 'h23')).toBe('19:00–07:00 next day');
    expect(itemHours(night, 'UTC', '2027-01-12', 'h12')).toBe('7:00 PM–7:00 AM next day');
    // New York springs forward at 02:00 on 14 March 2027: 01:00 to 10:00 is eight hours.
    const dst = { start: at('2027-03-14T06:00:00Z'), end: at('2027-03-14T14:00:00Z') };
    expect(itemHours(dst, 'America/New_York', '2027-03-14', 'h12')).toBe('1:00 AM–10:00 AM');
  });
});
