import { shortDay } from '@/lib/time/day-words';
import { addDays, dayOf, daysBetween, isoWeekOf, startOfDay } from '@/lib/time/zoned-days';

// The zone's days and weeks as the rules ask for them, remembered: marking a busy week judges
// thousands of shifts, each asking for the same few days again, and each answer costs Intl or
// Temporal work (measured: 2,800 shifts took seconds without this).

const LIMIT = 20_000;

function remembered<A extends (string | number | boolean)[], R>(fn: (...args: A) => R): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args: A) => {
    const key = args.join('|');
    if (known.has(key)) return known.get(key) as R;
    const answer = fn(...args);
    if (known.size >= LIMIT) known.clear();
    known.set(key, answer);
    return answer;
  };
}

export const dayIn = remembered(dayOf);
export const dayStart = remembered(startOfDay);
export const weekOf = remembered(isoWeekOf);
export const dayAfter = remembered(addDays);
/** Whole days from one zone day to another (auto-fill asks it per person and class: 1.5 s of Temporal on the large week without this). */
export const daysApart = remembered(daysBetween);
export const dayWords = remembered((day: string, weekday: boolean) => shortDay(day, weekday));
