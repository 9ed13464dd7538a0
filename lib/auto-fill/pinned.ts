import { refusalOf } from './eligibility';
import { missingOf } from './slot-classes';
import type { AutoFillInput, AutoFillProposal, Assignment } from './types';

// "Re-solve the rest around a hand change": the manager's own lines are pinned (each becomes one of
// the slot's holders and one of the person's held shifts, so nothing else may use that person at an
// overlapping time) and places they cleared are kept open (the slot needs one fewer). The solver
// then plans only the rest, and the answer shows the pinned lines beside its own.

export type HandChanges = { pinned: readonly Assignment[]; keptOpen: readonly string[] };
/** Why a hand change cannot be kept: it names the line, so the panel shows it next to it. */
export type HandChangeRefusal = { itemId: string; userId: string | null; message: string };

export const PINNED_REASON = 'your choice: the rest was solved around it';
export const KEPT_OPEN_REASON = 'kept open by you';

/** The input with the hand changes made, or why one of them cannot be (judged in order, each after the ones before). */
export function withHandChanges(input: AutoFillInput, changes: HandChanges): { input: AutoFillInput; refusals: HandChangeRefusal[] } {
  const slots = new Map(input.slots.map((s) => [s.itemId, { ...s, holders: [...s.holders] }]));
  const people = new Map(input.people.map((p) => [p.userId, { ...p, heldShifts: [...p.heldShifts] }]));
  const refusals: HandChangeRefusal[] = [];
  const current = (): AutoFillInput => ({ ...input, slots: [...slots.values()], people: [...people.values()] });
  for (const itemId of changes.keptOpen) {
    const slot = slots.get(itemId);
    if (!slot || missingOf(slot) === 0) refusals.push({ itemId, userId: null, message: 'No open place of this shift is left to keep open' });
    else slot.needs -= 1;
  }
  for (const { itemId, userId } of changes.pinned) {
    const slot = slots.get(itemId);
    const person = people.get(userId);
    const refuse = (message: string) => refusals.push({ itemId, userId, message });
    if (!slot) refuse('This shift has no open place in the range planned');
    else if (!person) refuse('This person cannot be planned in this organization');
    else if (missingOf(slot) === 0) refuse('This shift has no open place left for another person');
    else {
      const refusal = refusalOf(current(), person, slot);
      if (refusal) refuse(`${person.name} cannot take it: ${refusal.words}`);
      else {
        slot.holders.push(userId);
        person.heldShifts.push({ id: itemId, start: slot.start, end: slot.end });
      }
    }
  }
  return { input: current(), refusals };
}

/** The proposal for the rest with the hand changes shown in it: the pinned lines first, counted as filled. */
export function withHandChangesShown(proposal: AutoFillProposal, changes: HandChanges): AutoFillProposal {
  const pinned = changes.pinned.length;
  const keptOpen = new Map<string, number>();
  for (const itemId of changes.keptOpen) keptOpen.set(itemId, (keptOpen.get(itemId) ?? 0) + 1);
  const { score } = proposal;
  return {
    ...proposal,
    assignments: [...changes.pinned.map(({ itemId, userId }) => ({ itemId, userId, reasons: [PINNED_REASON] })), ...proposal.assignments],
    unfilled: [...proposal.unfilled, ...[...keptOpen].map(([itemId, missing]) => ({ itemId, missing, reasons: [KEPT_OPEN_REASON] }))],
    score: { ...score, slots: score.slots + pinned, filled: score.filled + pinned, provenMaximum: score.provenMaximum + pinned, greedy: { ...score.greedy, filled: score.greedy.filled + pinned } },
  };
}
