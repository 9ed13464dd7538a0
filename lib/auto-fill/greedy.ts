import { refusalOf } from './eligibility';
import { baseMinutes } from './hours';
import { missingOf } from './slot-classes';
import type { AutoFillInput, AutoFillPerson, Assignment } from './types';

// The plain fill a manager would do by hand, as the baseline the score compares with: soonest slot
// first, each open place to the person with the fewest hours so far who breaks no rule.

export function greedyFill(input: AutoFillInput): Assignment[] {
  const people: AutoFillPerson[] = input.people.map((p) => ({ ...p, heldShifts: [...p.heldShifts] }));
  const hours = new Map(people.map((p) => [p.userId, baseMinutes(p, input.from, input.to)]));
  const assignments: Assignment[] = [];
  const byPosition = new Map<string, AutoFillPerson[]>();
  for (const p of people) for (const position of p.positions) byPosition.set(position, [...(byPosition.get(position) ?? []), p]);
  const slots = input.slots.filter((s) => missingOf(s) > 0).sort((a, b) => a.start - b.start || a.itemId.localeCompare(b.itemId));
  for (const slot of slots) {
    for (let place = 0; place < missingOf(slot); place += 1) {
      // Someone given this slot already now holds it, and is refused as its holder.
      const byHours = [...(slot.position === null ? people : (byPosition.get(slot.position) ?? []))].sort((a, b) => hours.get(a.userId)! - hours.get(b.userId)! || a.userId.localeCompare(b.userId));
      const chosen = byHours.find((p) => refusalOf(input, p, slot, hours.get(p.userId)) === null);
      if (!chosen) break;
      chosen.heldShifts.push({ id: slot.itemId, start: slot.start, end: slot.end });
      hours.set(chosen.userId, baseMinutes(chosen, input.from, input.to));
      assignments.push({ itemId: slot.itemId, userId: chosen.userId });
    }
  }
  return assignments;
}
