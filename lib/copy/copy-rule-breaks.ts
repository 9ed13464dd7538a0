import { countsAsWork, workedShiftsByUser, type ScheduleItem } from '@/lib/schedule';
import { ruleBreakSentence, ruleBreaksOf, type WorkedShift, type WorkingTimeRules } from '@/lib/working-time';

// The working-time rules a copy with its people would break, for the preview: the same rules and
// words as everywhere else (lib/working-time), judged against what the people work around the
// target (a read wide enough: ruleReadRange) together with the copy's other items. Words only, as
// for double bookings: the copy may still go ahead.

type Copied = { sourceItemId: string; type: string; targetStart: number; targetEnd: number; people: readonly { userId: string; name: string }[]; existingAtTarget: readonly string[] };

/**
 * By source item id: one sentence per person the copy would make break a rule. A copy already at
 * the target is judged as that item is (it is there, or a second of it would be): not named again.
 */
export function copyRuleBreaks(copies: readonly Copied[], aroundTarget: readonly ScheduleItem[], rules: WorkingTimeRules, timeZone: string): Map<string, string[]> {
  const made = copies.filter((copy) => copy.existingAtTarget.length === 0 && countsAsWork({ type: copy.type, status: 'OPEN' }));
  const shiftOf = (copy: Copied): WorkedShift => ({ id: `copy of ${copy.sourceItemId}`, start: copy.targetStart, end: copy.targetEnd });
  const worked = workedShiftsByUser(aroundTarget);
  for (const copy of made) for (const { userId } of copy.people) worked.set(userId, [...(worked.get(userId) ?? []), shiftOf(copy)]);
  return new Map(
    made.map((copy) => [
      copy.sourceItemId,
      copy.people.flatMap((person) => {
        const breaks = ruleBreaksOf(rules, worked.get(person.userId) ?? [], shiftOf(copy), timeZone);
        return breaks.length ? [ruleBreakSentence(person.name, breaks)] : [];
      }),
    ]),
  );
}
