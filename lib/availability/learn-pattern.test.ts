import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { learnPattern } from './learn-pattern';

const zone = 'Europe/London';
// Eight Mondays from 2027-03-01 (London's clocks change on 2027-03-28, inside the weeks).
const mondays = Array.from({ length: 8 }, (_, i) => Temporal.PlainDate.from('2027-03-01').add({ weeks: i }).toString());
const shift = (monday: string, dayOffset: number, from: string, hours: number) => {
  const start = Temporal.PlainDate.from(monday).add({ days: dayOffset }).toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(from) });
  return { start: start.epochMilliseconds, end: start.add({ hours }).epochMilliseconds };
};

describe('learnPattern', () => {
  it('finds the usual days, start times and hours of a steady week, sure in every week', () => {
    const shifts = mondays.flatMap((m) => [shift(m, 0, '07:00', 8), shift(m, 2, '07:00', 8), shift(m, 4, '15:00', 8)]);
    expect(learnPattern(shifts, zone, mondays)).toEqual({ preferredDays: [1, 3, 5], preferredStarts: ['07:00', '15:00'], targetHours: 24, matchingWeeks: 8, weeks: 8 });
  });

  it('counts a day usual from half the weeks, a week off as 0 hours, and says how many weeks match', () => {
    const shifts = mondays.flatMap((m, i) => {
      if (i === 7) return []; // a week off
      const week = [shift(m, 1, '09:00', 6)];
      if (i % 2 === 0) week.push(shift(m, 5, '10:00', 4)); // Saturdays in weeks 0, 2, 4, 6
      if (i === 3) week.push(shift(m, 6, '10:00', 4)); // one Sunday
      return week;
    });
    const learned = learnPattern(shifts, zone, mondays);
    expect(learned.preferredDays).toEqual([2, 6]);
    expect(learned.preferredStarts).toEqual(['09:00', '10:00']);
    // Weeks: 10, 6, 10, 10 (6+4 Sunday), 10, 6, 10, 0 h -> median of [0, 6, 6, 10, 10, 10, 10, 10] is 10.
    expect(learned.targetHours).toBe(10);
    // Days exactly Tuesday and Saturday: weeks 0, 2, 4, 6.
    expect(learned.matchingWeeks).toBe(4);
  });

  it('counts overlapping shifts once, and ignores shifts outside the weeks', () => {
    const shifts = [shift(mondays[0]!, 0, '09:00', 4), shift(mondays[0]!, 0, '11:00', 4), shift('2027-02-22', 0, '09:00', 8)];
    const learned = learnPattern(shifts, zone, mondays.slice(0, 1));
    expect(learned).toEqual({ preferredDays: [1], preferredStarts: ['09:00', '11:00'], targetHours: 6, matchingWeeks: 1, weeks: 1 });
  });

  it('proposes nothing for someone who held nothing', () => {
    expect(learnPattern([], zone, mondays)).toEqual({ preferredDays: [], preferredStarts: [], targetHours: 0, matchingWeeks: 8, weeks: 8 });
  });
});
