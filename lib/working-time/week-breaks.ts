import type { WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { ruleBreaksOf, type RuleBreak, type WorkedShift } from './rule-breaks';

// Every break of a span (an organization's week, for Today and the marks on the roster and the
// schedule): each shift starting in it, judged as if it were the change. A rest too short shows on
// both shifts around it; one over-long day or week on each of its shifts.

export type ShiftBreaks = { userId: string; shiftId: string; breaks: RuleBreak[] };

/** Every shift starting in [from, to) that breaks a rule, by person, from what each works. */
export function breaksWithin(rules: WorkingTimeRules, shiftsByUser: ReadonlyMap<string, readonly WorkedShift[]>, from: number, to: number, timeZone: string): ShiftBreaks[] {
  return [...shiftsByUser].flatMap(([userId, shifts]) =>
    shifts.flatMap((shift) => {
      if (shift.start < from || shift.start >= to) return [];
      const breaks = ruleBreaksOf(rules, shifts, shift, timeZone);
      return breaks.length ? [{ userId, shiftId: shift.id, breaks }] : [];
    }),
  );
}
