import { firstRefusals, refusalOf } from './eligibility';
import { baseMinutes } from './hours';
import { slotClassesOf } from './slot-classes';
import type { AutoFillInput, Assignment } from './types';
import { peopleWith } from './with-assignments';

// The plain fill a manager would do by hand, as the baseline the score compares with: soonest slot
// first, each open place to the person with the fewest hours so far who breaks no rule. Per class
// of identical slots (slot-classes.ts): one person takes at most one of them (they overlap), so
// the class's places go to the first who pass in one pass down the list, soonest item first.
// From `made` (a proposal), it tops that proposal up: its lines first, then every place still open
// that someone can take with those lines made (the solver's answer, cut short by the time limit or
// reshuffled for fairness, can leave a place open that a free person could take).

export function greedyFill(input: AutoFillInput, made: readonly Assignment[] = []): Assignment[] {
  const withMade = peopleWith(input, made);
  const people = input.people.map((p) => withMade.get(p.userId)!);
  const given = new Map<string, number>();
  for (const { itemId } of made) given.set(itemId, (given.get(itemId) ?? 0) + 1);
  const hours = new Map(people.map((p) => [p.userId, baseMinutes(p, input.from, input.to)]));
  const slotById = new Map(input.slots.map((s) => [s.itemId, s]));
  const assignments: Assignment[] = [...made];
  for (const cls of slotClassesOf(input.slots, input.timeZone)) {
    // Only those who could take the slot before any choice can take it now.
    const first = firstRefusals(input, cls);
    const byHours = people.filter((_, i) => first[i] === null).sort((a, b) => hours.get(a.userId)! - hours.get(b.userId)! || a.userId.localeCompare(b.userId));
    const places = cls.items.flatMap(({ itemId, missing }) => Array.from({ length: Math.max(0, missing - (given.get(itemId) ?? 0)) }, () => slotById.get(itemId)!));
    for (const person of byHours) {
      const slot = places[0];
      if (!slot) break;
      if (refusalOf(input, person, slot, hours.get(person.userId)) !== null) continue;
      places.shift();
      person.heldShifts.push({ id: slot.itemId, start: slot.start, end: slot.end });
      hours.set(person.userId, baseMinutes(person, input.from, input.to));
      assignments.push({ itemId: slot.itemId, userId: person.userId });
    }
  }
  return assignments;
}
