import { conflictSentence, conflictsOf, type ScheduleItem } from '@/lib/schedule';
import type { HourCycle } from '@/lib/time/hour-cycle';

// The double bookings a copy with its people would make, for the preview: the same rule and words
// as everywhere else (lib/schedule/conflict-rule.ts), judged against what is at the target. Words
// only: a copy may still go ahead, and what it makes stays marked like any accepted conflict.

type Landing = { type: string; start: number; end: number };

/** One sentence per person of `people` who is already on something at the target at the copy's time. */
export function copyClashes(landing: Landing, people: readonly { userId: string; name: string }[], atTarget: readonly ScheduleItem[], timeZone: string, cycle: HourCycle): string[] {
  // Not yet made: an id no item has, so nothing at the target counts as the copy itself.
  const copy = { ...landing, id: '', status: 'ASSIGNED' };
  return people.flatMap((person) => {
    const theirs = atTarget.flatMap((item) => item.members.filter((m) => m.userId === person.userId).map((m) => ({ item, status: m.status })));
    const clashes = conflictsOf(copy, theirs);
    return clashes.length ? [conflictSentence(person.name, clashes, timeZone, cycle)] : [];
  });
}
