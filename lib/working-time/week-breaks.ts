import type { WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { personWork } from './person-work';
import { ruleBreaksIn, ruleBreaksOf, type RuleBreak, type WorkedShift } from './rule-breaks';

// Every break of a span (an organization's week, for Today and the marks on the roster and the
// schedule): each shift starting in it, judged as if it were the change. A rest too short shows on
// both shifts around it; one over-long day or week on each of its shifts. Each person's shifts are
// laid out once (person-work.ts), not once per shift.

export type ShiftBreaks = { userId: string; shiftId: string; breaks: RuleBreak[] };

/** The ids listed more than once (one item held twice): ruleBreaksOf judges those with one copy. */
function listedTwice(shifts: readonly WorkedShift[]): Set<string> {
  const seen = new Set<string>();
  return new Set(shifts.filter((s) => seen.has(s.id) || !seen.add(s.id)).map((s) => s.id));
}

/** Every shift starting in [from, to) that breaks a rule, by person, from what each works. */
export function breaksWithin(rules: WorkingTimeRules, shiftsByUser: ReadonlyMap<string, readonly WorkedShift[]>, from: number, to: number, timeZone: string): ShiftBreaks[] {
  return [...shiftsByUser].flatMap(([userId, shifts]) => {
    const judged = shifts.filter((shift) => shift.start >= from && shift.start < to);
    if (!judged.length) return [];
    const work = personWork(shifts, timeZone);
    const twice = listedTwice(shifts);
    return judged.flatMap((shift) => {
      const breaks = twice.has(shift.id) ? ruleBreaksOf(rules, shifts, shift, timeZone) : ruleBreaksIn(rules, work, shift, timeZone);
      return breaks.length ? [{ userId, shiftId: shift.id, breaks }] : [];
    });
  });
}
