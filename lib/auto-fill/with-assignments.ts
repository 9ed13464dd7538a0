import type { AutoFillInput, AutoFillPerson, Assignment } from './types';

// Each person as they would be with some assignments made: the assigned slots join their held
// shifts. The greedy fill, the checker and the words judge a further choice against this.

export function peopleWith(input: AutoFillInput, assignments: readonly Assignment[]): Map<string, AutoFillPerson> {
  const slots = new Map(input.slots.map((s) => [s.itemId, s]));
  const people = new Map(input.people.map((p) => [p.userId, { ...p, heldShifts: [...p.heldShifts] }]));
  for (const { itemId, userId } of assignments) {
    const slot = slots.get(itemId);
    const person = people.get(userId);
    if (slot && person) person.heldShifts.push({ id: slot.itemId, start: slot.start, end: slot.end });
  }
  return people;
}
