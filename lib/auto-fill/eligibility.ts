import { ruleBreaksOf, type RuleName } from '@/lib/working-time';
import { formatHours } from '@/lib/time/format-hours';
import { MINUTE_MS } from '@/lib/time/units';
import { baseMinutes, maxMinutes, minutesInRange, overlapsAny, rangeWeeks } from './hours';
import type { AutoFillInput, AutoFillPerson, AutoFillSlot } from './types';

// Whether one person may take one slot on its own, before any other choice: the hard rules a single
// assignment can break. The first reason found is the one named (a person on leave who also
// overlaps is "on time off"); the model only makes variables for people with none.

export type RefusalKind = 'holder' | 'position' | 'timeOff' | 'unavailable' | 'overlap' | 'maxHours' | RuleName;
export type Refusal = { kind: RefusalKind; words: string };

/** `base` is the person's hours so far (baseMinutes), when the caller already knows it. */
export function refusalOf(input: AutoFillInput, person: AutoFillPerson, slot: AutoFillSlot, base?: number): Refusal | null {
  if (slot.holders.includes(person.userId) || person.heldShifts.some((s) => s.id === slot.itemId)) return { kind: 'holder', words: 'already on it' };
  if (slot.position !== null && !person.positions.includes(slot.position)) return { kind: 'position', words: `not a ${slot.position}` };
  if (overlapsAny(person.timeOff, slot)) return { kind: 'timeOff', words: 'on time off' };
  if (overlapsAny(person.unavailable, slot)) return { kind: 'unavailable', words: 'unavailable' };
  if (overlapsAny(person.heldShifts, slot)) return { kind: 'overlap', words: 'overlap' };
  const cap = maxMinutes(person, rangeWeeks(input));
  if (cap !== null && (base ?? baseMinutes(person, input.from, input.to)) + minutesInRange(input, slot) > cap) return { kind: 'maxHours', words: `would pass ${formatHours(cap * MINUTE_MS)}` };
  const breaks = ruleBreaksOf(input.rules, person.heldShifts, { id: slot.itemId, start: slot.start, end: slot.end }, input.timeZone);
  return breaks[0] ? { kind: breaks[0].rule, words: ruleWords[breaks[0].rule] } : null;
}

/** Short words for counting refusals: "4 would break the rest". */
export const ruleWords: Record<RuleName, string> = {
  minRest: 'too little rest',
  maxShift: 'shift too long',
  maxDay: 'too long a day',
  maxWeek: 'too long a week',
  maxConsecutiveDays: 'too many days in a row',
  maxShiftsPerDay: 'too many shifts that day',
};

const judged = new WeakMap<AutoFillInput, Map<string, (Refusal | null)[]>>();

/**
 * Each person's refusal (by index in `input.people`) of a slot's class (its start, end and
 * position) before any choice: judged once per input and shared by the model, the greedy fill and
 * the words. A choice only adds shifts and hours, so someone refused here stays refused.
 */
export function firstRefusals(input: AutoFillInput, slot: Pick<AutoFillSlot, 'start' | 'end' | 'position'>): readonly (Refusal | null)[] {
  if (!judged.has(input)) judged.set(input, new Map());
  const byClass = judged.get(input)!;
  const key = `${slot.start}|${slot.end}|${slot.position ?? ''}`;
  if (!byClass.has(key)) {
    const representative = { ...slot, itemId: '', needs: 1, holders: [] };
    byClass.set(key, input.people.map((person) => refusalOf(input, person, representative)));
  }
  return byClass.get(key)!;
}
