import { firstRefusals, refusalOf } from './eligibility';
import { baseMinutes } from './hours';
import { slotClassesOf } from './slot-classes';
import type { AutoFillInput, AutoFillPerson, Assignment } from './types';

// The plain fill a manager would do by hand, as the baseline the score compares with: soonest slot
// first, each open place to the person with the fewest hours so far who breaks no rule. Per class
// of identical slots (slot-classes.ts): one person takes at most one of them (they overlap), so
// the class's places go to the first who pass in one pass down the list, soonest item first.

export function greedyFill(input: AutoFillInput): Assignment[] {
  const people: AutoFillPerson[] = input.people.map((p) => ({ ...p, heldShifts: [...p.heldShifts] }));
  const hours = new Map(people.map((p) => [p.userId, baseMinutes(p, input.from, input.to)]));
  const slotById = new Map(input.slots.map((s) => [s.itemId, s]));
  const assignments: Assignment[] = [];
  for (const cls of slotClassesOf(input.slots, input.timeZone)) {
    // Only those who could take the slot before any choice can take it now.
    const first = firstRefusals(input, cls);
    const byHours = people.filter((_, i) => first[i] === null).sort((a, b) => hours.get(a.userId)! - hours.get(b.userId)! || a.userId.localeCompare(b.userId));
    const places = cls.items.flatMap(({ itemId, missing }) => Array.from({ length: missing }, () => slotById.get(itemId)!));
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
