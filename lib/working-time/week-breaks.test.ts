import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { NO_WORKING_TIME_RULES, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { referenceBreaksWithin, referenceRuleBreaksOf } from '@/test/support/rule-breaks-reference';
import { breaksWithin } from './week-breaks';
import { ruleBreaksOf, type WorkedShift } from './rule-breaks';

// The per-person tables must judge exactly as each shift re-reading all of its person's shifts did
// (the reference): randomised weeks from a fixed seed, in zones with and without summer time (Berlin's
// two change weeks, Lord Howe's half-hour change, Kathmandu's :45 offset), with night shifts, shifts
// that touch, overlap, are empty or listed twice.

const HOUR = 3_600_000;

type Random = { int(min: number, max: number): number; pick<T>(list: readonly T[]): T; chance(p: number): boolean };

/** A seeded linear congruential generator: the same weeks on every run (the app may not import the emulator's). */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int, pick: (list) => list[int(0, list.length - 1)]!, chance: (p) => next() < p };
}
const WEEKS = [
  { timeZone: 'Europe/Berlin', monday: '2027-03-22' },
  { timeZone: 'Europe/Berlin', monday: '2027-10-25' },
  { timeZone: 'America/New_York', monday: '2027-03-08' },
  { timeZone: 'Australia/Lord_Howe', monday: '2027-03-29' },
  { timeZone: 'Asia/Kathmandu', monday: '2027-06-07' },
  { timeZone: 'UTC', monday: '2027-01-04' },
];
const RULE_SETS: WorkingTimeRules[] = [
  { minRestMinutes: 11 * 60, maxShiftMinutes: 10 * 60, maxDayMinutes: 10 * 60, maxWeekMinutes: 48 * 60, maxConsecutiveDays: 6, maxShiftsPerDay: 2 },
  { ...NO_WORKING_TIME_RULES, minRestMinutes: 13 * 60, maxConsecutiveDays: 3 },
  { ...NO_WORKING_TIME_RULES, maxDayMinutes: 8 * 60, maxWeekMinutes: 30 * 60, maxShiftsPerDay: 1 },
];

const midnight = (day: string, timeZone: string) => Temporal.PlainDate.from(day).toZonedDateTime(timeZone).epochMilliseconds;

function randomShifts(rng: Random, timeZone: string, monday: string): WorkedShift[] {
  const shifts: WorkedShift[] = [];
  // 23 days around the week, as a board's widened read holds them.
  for (let day = -8; day < 15; day += 1) {
    const dayStart = midnight(Temporal.PlainDate.from(monday).add({ days: day }).toString(), timeZone);
    for (let n = rng.int(0, 3); n > 0; n -= 1) {
      const previous = shifts.at(-1);
      const start = previous && rng.chance(0.15) ? previous.end : dayStart + rng.int(0, 47) * HOUR / 2;
      const hours = rng.pick([0, 0.5, 4, 6, 8, 8, 10, 12, 14]);
      shifts.push({ id: `s${shifts.length}`, start, end: start + hours * HOUR });
    }
  }
  if (shifts.length && rng.chance(0.3)) shifts.push({ ...rng.pick(shifts) });
  return shifts;
}

describe('breaksWithin', () => {
  it('finds every break the per-shift reference finds, in the same order, on randomised weeks', () => {
    const rng = createRandom(25);
    let breaks = 0;
    for (const { timeZone, monday } of WEEKS) {
      const from = midnight(monday, timeZone);
      const to = midnight(Temporal.PlainDate.from(monday).add({ days: 7 }).toString(), timeZone);
      const byUser = new Map(Array.from({ length: 25 }, (_, i) => [`u${i}`, randomShifts(rng, timeZone, monday)] as const));
      for (const rules of RULE_SETS) {
        const expected = referenceBreaksWithin(rules, byUser, from, to, timeZone);
        expect(breaksWithin(rules, byUser, from, to, timeZone)).toEqual(expected);
        breaks += expected.length;
      }
    }
    expect(breaks).toBeGreaterThan(500);
  });
});

describe('ruleBreaksOf', () => {
  it('judges a proposed change as the reference does: a new shift, or a shift moved', () => {
    const rng = createRandom(26);
    let breaks = 0;
    for (const { timeZone, monday } of WEEKS) {
      const from = midnight(monday, timeZone);
      for (let n = 0; n < 60; n += 1) {
        const shifts = randomShifts(rng, timeZone, monday);
        const start = from + rng.int(0, 14 * 48) * HOUR / 2;
        const id = shifts.length && rng.chance(0.5) ? rng.pick(shifts).id : 'new';
        const proposed = { id, start, end: start + rng.pick([0, 4, 8, 11, 16]) * HOUR };
        for (const rules of RULE_SETS) {
          const expected = referenceRuleBreaksOf(rules, shifts, proposed, timeZone);
          expect(ruleBreaksOf(rules, shifts, proposed, timeZone)).toEqual(expected);
          breaks += expected.length;
        }
      }
    }
    expect(breaks).toBeGreaterThan(200);
  });
});
