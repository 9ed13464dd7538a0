import { dayOf, dayParts } from '@/lib/time/calendar-day';
import { baseMinutes, rangeWeeks, targetMinutes } from './hours';
import { peopleWith } from './with-assignments';
import type { AutoFillInput, Assignment, HoursSpread } from './types';

// The measures a proposal is scored by, the same for the solver's answer and the greedy fill.

const round = (hours: number) => Math.round(hours * 100) / 100;

/** Largest and mean |hours − target| in hours, over the people with a target. */
export function hoursSpreadOf(input: AutoFillInput, proposal: readonly Assignment[]): HoursSpread {
  const weeks = rangeWeeks(input);
  const people = peopleWith(input, proposal);
  const deviations = input.people.flatMap((p) => {
    const target = targetMinutes(p, weeks);
    return target === null ? [] : [Math.abs(baseMinutes(people.get(p.userId)!, input.from, input.to) - target) / 60];
  });
  if (!deviations.length) return { maxAbsDeviation: 0, meanAbsDeviation: 0 };
  return { maxAbsDeviation: round(Math.max(...deviations)), meanAbsDeviation: round(deviations.reduce((a, b) => a + b, 0) / deviations.length) };
}

/** Assignments on a day the person prefers, and on one they asked to avoid. */
export function preferencesOf(input: AutoFillInput, proposal: readonly Assignment[]): { met: number; avoidedWorked: number } {
  const slots = new Map(input.slots.map((s) => [s.itemId, s]));
  const people = new Map(input.people.map((p) => [p.userId, p]));
  let met = 0;
  let avoidedWorked = 0;
  for (const { itemId, userId } of proposal) {
    const slot = slots.get(itemId);
    const person = people.get(userId);
    if (!slot || !person) continue;
    const weekday = dayParts(dayOf(slot.start, input.timeZone)).weekday;
    if (person.preferredWeekdays.includes(weekday)) met += 1;
    if (person.avoidedWeekdays.includes(weekday)) avoidedWorked += 1;
  }
  return { met, avoidedWorked };
}
