import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEventTime, formatSpan, formatTime, fromWallTime, toWallTime } from './zoned-format';

describe('wall times in a zone', () => {
  it('round-trips an ordinary time', () => {
    const ms = fromWallTime('2027-03-13T09:00', 'America/New_York');
    expect(new Date(ms!).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(toWallTime(ms!, 'America/New_York')).toBe('2027-03-13T09:00');
  });
  it('uses the offset in force on that day, across a DST change', () => {
    expect(new Date(fromWallTime('2027-03-14T09:00', 'America/New_York')!).toISOString()).toBe('2027-03-14T13:00:00.000Z');
  });
  it('refuses a time skipped by spring-forward, takes the earlier of a repeated one', () => {
    expect(fromWallTime('2027-03-14T02:30', 'America/New_York')).toBeNull();
    expect(new Date(fromWallTime('2026-11-01T01:30', 'America/New_York')!).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
  it('refuses malformed input', () => {
    expect(fromWallTime('2027-02-30T09:00', 'UTC')).toBeNull();
    expect(fromWallTime('nonsense', 'UTC')).toBeNull();
  });
  it('formats a span on one day with the end time only', () => {
    const start = Date.UTC(2026, 10, 23, 9);
    expect(formatSpan(start, start + 8 * 3_600_000, 'UTC', 'h23')).toBe('Mon, 23 Nov 2026, 09:00 – 17:00');
  });
  it('formats the same span again per zone (remembered per zone, apart from the event times)', () => {
    const start = Date.UTC(2026, 10, 23, 9);
    const end = start + 8 * 3_600_000;
    expect(formatEventTime(start, end, 'UTC', 'h23')).toBe('09:00 – 17:00');
    expect(formatSpan(start, end, 'UTC', 'h23')).toBe('Mon, 23 Nov 2026, 09:00 – 17:00');
    expect(formatSpan(start, end, 'UTC', 'h23')).toBe('Mon, 23 Nov 2026, 09:00 – 17:00');
    expect(formatSpan(start, end, 'Asia/Tokyo', 'h23')).toBe('Mon, 23 Nov 2026, 18:00 – Tue, 24 Nov 2026, 02:00');
  });
});

describe('an event’s time on the calendar', () => {
  const at = (iso: string) => Date.parse(iso);
  it('is start–end in the display zone', () => {
    expect(formatEventTime(at('2027-01-12T09:00:00Z'), at('2027-01-12T17:00:00Z'), 'Europe/London', 'h23')).toBe('09:00 – 17:00');
    expect(formatEventTime(at('2027-01-12T09:00:00Z'), at('2027-01-12T17:00:00Z'), 'Europe/Berlin', 'h23')).toBe('10:00 – 18:00');
  });
  it('keeps a night shift to its times, and gives dates from a day long', () => {
    expect(formatEventTime(at('2027-01-12T22:00:00Z'), at('2027-01-13T06:00:00Z'), 'Europe/London', 'h23')).toBe('22:00 – 06:00');
    expect(formatEventTime(at('2027-01-12T00:00:00Z'), at('2027-01-14T00:00:00Z'), 'Europe/London', 'h23')).toBe('12 Jan, 00:00 – 14 Jan, 00:00');
  });
  it('follows the offset across a DST change (America/New_York, 14 March 2027)', () => {
    expect(formatEventTime(at('2027-03-14T06:00:00Z'), at('2027-03-14T14:00:00Z'), 'America/New_York', 'h23')).toBe('01:00 – 10:00');
  });
  it('answers the same when asked again (remembered per zone)', () => {
    const start = at('2027-01-12T09:00:00Z');
    const end = at('2027-01-12T17:00:00Z');
    expect(formatEventTime(start, end, 'Asia/Tokyo', 'h23')).toBe('18:00 – 02:00');
    expect(formatEventTime(start, end, 'Asia/Tokyo', 'h23')).toBe('18:00 – 02:00');
    expect(formatEventTime(start, end, 'Europe/London', 'h23')).toBe('09:00 – 17:00');
  });
});

describe('times in the 12-hour cycle', () => {
  const at = (iso: string) => Date.parse(iso);
  it('writes midnight and noon as 12:00 AM and 12:00 PM, and an overnight shift as PM to AM', () => {
    expect(formatEventTime(at('2027-01-12T00:00:00Z'), at('2027-01-12T12:00:00Z'), 'UTC', 'h12')).toBe('12:00 AM – 12:00 PM');
    expect(formatEventTime(at('2027-01-12T19:00:00Z'), at('2027-01-13T07:00:00Z'), 'UTC', 'h12')).toBe('7:00 PM – 7:00 AM');
    expect(formatEventTime(at('2027-01-12T00:00:00Z'), at('2027-01-14T00:00:00Z'), 'Europe/London', 'h12')).toBe('12 Jan, 12:00 AM – 14 Jan, 12:00 AM');
  });
  it('writes a span with its day, and across days with both', () => {
    expect(formatSpan(at('2026-11-23T09:00:00Z'), at('2026-11-23T17:30:00Z'), 'UTC', 'h12')).toBe('Mon, 23 Nov 2026, 9:00 AM – 5:30 PM');
    expect(formatSpan(at('2026-11-23T09:00:00Z'), at('2026-11-23T17:00:00Z'), 'Asia/Tokyo', 'h12')).toBe('Mon, 23 Nov 2026, 6:00 PM – Tue, 24 Nov 2026, 2:00 AM');
    expect(formatDateTime(at('2026-11-23T12:00:00Z'), 'UTC', 'h12')).toBe('Mon, 23 Nov 2026, 12:00 PM');
  });
  it('follows the offset across a DST change, and never answers with the other cycle’s remembered text', () => {
    const start = at('2027-03-14T06:00:00Z');
    const end = at('2027-03-14T14:00:00Z');
    expect(formatEventTime(start, end, 'America/New_York', 'h23')).toBe('01:00 – 10:00');
    expect(formatEventTime(start, end, 'America/New_York', 'h12')).toBe('1:00 AM – 10:00 AM');
    expect(formatSpan(start, end, 'America/New_York', 'h12')).toBe('Sun, 14 Mar 2027, 1:00 AM – 10:00 AM');
    expect(formatTime(end, 'America/New_York', 'h12')).toBe('10:00 AM');
  });
});
