import { ruleBreaksOf } from '@/lib/working-time';
import { intervalsOverlap } from '@/lib/time/intervals';
import { baseMinutes, maxMinutes, rangeWeeks } from './hours';
import type { AutoFillInput, Assignment } from './types';

// The independent check of a proposal: every hard rule, judged from the input and the proposal
// alone (not from the model), with the working-time rules' own function. Used by the tests and the
// benchmark; an empty list is a proposal that breaks nothing.

export type HardBreak = Assignment & { problem: string };

export function hardBreaksOf(input: AutoFillInput, proposal: readonly Assignment[]): HardBreak[] {
  const found: HardBreak[] = [];
  const slots = new Map(input.slots.map((s) => [s.itemId, s]));
  const people = new Map(input.people.map((p) => [p.userId, p]));
  const seen = new Set<string>();
  const perItem = new Map<string, number>();
  for (const a of proposal) {
    const slot = slots.get(a.itemId);
    const person = people.get(a.userId);
    const note = (problem: string) => found.push({ ...a, problem });
    if (!slot || !person) {
      note('unknown item or person');
      continue;
    }
    if (seen.has(`${a.itemId}|${a.userId}`)) note('assigned twice');
    seen.add(`${a.itemId}|${a.userId}`);
    if (slot.holders.includes(a.userId)) note('already holds it');
    perItem.set(a.itemId, (perItem.get(a.itemId) ?? 0) + 1);
    if (slot.holders.length + perItem.get(a.itemId)! > slot.needs) note(`more than the ${slot.needs} needed`);
    if (slot.position !== null && !person.positions.includes(slot.position)) note(`position ${slot.position}`);
    if (person.timeOff.some((s) => intervalsOverlap(s, slot))) note('time off');
    if (person.unavailable.some((s) => intervalsOverlap(s, slot))) note('unavailable');
  }
  for (const person of input.people) {
    const mine = proposal.flatMap((a) => (a.userId === person.userId && slots.has(a.itemId) ? [slots.get(a.itemId)!] : []));
    if (!mine.length) continue;
    const shifts = [...person.heldShifts, ...mine.map((s) => ({ id: s.itemId, start: s.start, end: s.end }))];
    for (const slot of mine) {
      const note = (problem: string) => found.push({ itemId: slot.itemId, userId: person.userId, problem });
      if (shifts.some((s) => s.id !== slot.itemId && intervalsOverlap(s, slot))) note('overlap');
      for (const b of ruleBreaksOf(input.rules, shifts, { id: slot.itemId, start: slot.start, end: slot.end }, input.timeZone)) note(b.words);
    }
    const cap = maxMinutes(person, rangeWeeks(input));
    const worked = baseMinutes({ ...person, heldShifts: shifts }, input.from, input.to);
    if (cap !== null && worked > cap) found.push({ itemId: mine[0]!.itemId, userId: person.userId, problem: `${worked} minutes, maximum ${cap}` });
  }
  return found;
}
