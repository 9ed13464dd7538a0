import { describe, expect, it } from 'vitest';
import { dayHeading, hours, itemHours, leaveDays, shortDay } from '@/lib/time/day-words';
import { nowText } from './inbox-format';

describe('inbox wording', () => {
  it('writes days the same on server and browser', () => {
    expect(dayHeading('2027-02-01')).toBe('Monday 1 February 2027');
    expect(shortDay('2027-03-28', true)).toBe('Sun 28 Mar');
    expect(shortDay('2027-12-05')).toBe('5 Dec');
  });

  it('writes an item’s hours from the row’s day, in the zone, across midnight and DST', () => {
    const zone = 'Europe/London';
    expect(itemHours({ start: Date.UTC(2027, 1, 3, 9), end: Date.UTC(2027, 1, 3, 17) }, zone, '2027-02-03', 'h23')).toBe('09:00–17:00');
    expect(itemHours({ start: Date.UTC(2027, 1, 3, 22), end: Date.UTC(2027, 1, 4, 6) }, zone, '2027-02-03', 'h23')).toBe('22:00–06:00 next day');
    // Seen from the 4th, a night that began on the 3rd says which days.
    expect(itemHours({ start: Date.UTC(2027, 1, 3, 22), end: Date.UTC(2027, 1, 4, 10) }, zone, '2027-02-04', 'h23')).toBe('Wed 3 Feb 22:00 – Thu 4 Feb 10:00');
    // Summer time: 08:00 UTC is 09:00 in London.
    expect(itemHours({ start: Date.UTC(2027, 2, 29, 8), end: Date.UTC(2027, 2, 29, 16) }, zone, '2027-03-29', 'h23')).toBe('09:00–17:00');
  });

  it('writes leave by days, an end at midnight ending the day before', () => {
    expect(leaveDays({ start: Date.UTC(2027, 2, 1), end: Date.UTC(2027, 2, 16) }, 'UTC')).toBe('1 Mar – 15 Mar');
    expect(leaveDays({ start: Date.UTC(2027, 1, 3), end: Date.UTC(2027, 1, 4) }, 'UTC')).toBe('3 Feb');
  });

  it('writes hours and why a request is no longer pending', () => {
    expect([hours(0), hours(630), hours(2470)]).toEqual(['0 h', '10.5 h', '41.2 h']);
    expect(nowText({ status: 'DELETED' })).toBe('now Removed');
    expect(nowText({ status: 'ACCEPTED' })).toBe('now Accepted');
    expect(nowText({ gone: 'removed' })).toBe('no longer on this item');
    expect(nowText({ gone: 'item_deleted' })).toBe('the item was deleted');
  });
});
