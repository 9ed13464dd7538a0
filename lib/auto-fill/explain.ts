import { dayOf, dayParts } from '@/lib/time/calendar-day';
import { dayHeading } from '@/lib/time/day-words';
import { formatHours } from '@/lib/time/format-hours';
import { MINUTE_MS } from '@/lib/time/units';
import { firstRefusals, refusalOf } from './eligibility';
import { baseMinutes, rangeWeeks, targetMinutes } from './hours';
import { missingOf } from './slot-classes';
import { peopleWith } from './with-assignments';
import type { AutoFillInput, AutoFillPerson, AutoFillSlot, Assignment, ProposalLine, UnfilledLine } from './types';

// The reasons in words: why this person for this slot, and why a slot stays open (each candidate's
// first hard rule against it, counted, the largest group first: the binding constraint).

const REST_SHOWN_MS = 48 * 60 * MINUTE_MS;

/** "Saturdays", from a weekday 1–7. */
function weekdayPlural(weekday: number): string {
  // 2029-01-01 is a Monday: its week gives each weekday's name in the project's own words.
  return `${dayHeading(`2029-01-0${weekday}`).split(' ')[0]}s`;
}

function assignmentReasons(input: AutoFillInput, withProposal: Map<string, AutoFillPerson>, slot: AutoFillSlot, line: Assignment): string[] {
  const person = withProposal.get(line.userId)!;
  const reasons = ['free'];
  if (slot.position !== null) reasons.push(`works as ${slot.position}`);
  const worked = formatHours(baseMinutes(person, input.from, input.to) * MINUTE_MS);
  const target = targetMinutes(person, rangeWeeks(input));
  reasons.push(target === null ? `${worked} in all` : `${worked} of ${formatHours(target * MINUTE_MS)} target`);
  const weekday = dayParts(dayOf(slot.start, input.timeZone)).weekday;
  if (person.preferredWeekdays.includes(weekday)) reasons.push(`prefers ${weekdayPlural(weekday)}`);
  if (person.avoidedWeekdays.includes(weekday)) reasons.push(`would rather avoid ${weekdayPlural(weekday)}`);
  const before = person.heldShifts.filter((s) => s.id !== slot.itemId && s.end <= slot.start).sort((a, b) => b.end - a.end)[0];
  if (before && slot.start - before.end <= REST_SHOWN_MS) reasons.push(`${formatHours(slot.start - before.end)} rest before`);
  return reasons;
}

type ClassWords = { candidates: Set<string>; words: Map<string, string> };

/** Each possible candidate's first reason against a slot's class (its time and position), with the proposal made. */
function classWords(input: AutoFillInput, withProposal: Map<string, AutoFillPerson>, slot: AutoFillSlot): ClassWords {
  const representative = { ...slot, itemId: '', holders: [] };
  const words = new Map<string, string>();
  const firsts = firstRefusals(input, slot);
  for (const [i, original] of input.people.entries()) {
    const first = firsts[i]!;
    if (first?.kind === 'position') continue;
    const refusal = first ?? refusalOf(input, withProposal.get(original.userId)!, representative);
    words.set(original.userId, refusal === null ? 'free, but the time limit ended the search' : first === null && refusal.kind === 'overlap' ? 'busy with another proposed shift' : refusal.words);
  }
  return { candidates: new Set(words.keys()), words };
}

/** Why nobody else could take the open places: "12 candidates: 5 overlap, 4 would pass 40 h, 3 on time off". */
function openReasons(slot: AutoFillSlot, known: ClassWords, givenTo: readonly string[]): string[] {
  const counts = new Map<string, number>();
  let candidates = 0;
  for (const userId of known.candidates) {
    if (slot.holders.includes(userId)) continue;
    const words = givenTo.includes(userId) ? 'already given it' : known.words.get(userId)!;
    candidates += 1;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  if (candidates === 0) return [slot.position === null ? 'no one to ask' : `no one works as ${slot.position}`];
  const groups = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return [`${candidates} candidate${candidates === 1 ? '' : 's'}: ${groups.map(([words, n]) => `${n} ${words}`).join(', ')}`];
}

export function explain(input: AutoFillInput, proposal: readonly Assignment[]): { assignments: ProposalLine[]; unfilled: UnfilledLine[] } {
  const withProposal = peopleWith(input, proposal);
  // Looked up by id, not searched: a large week has thousands of lines and slots.
  const slotById = new Map(input.slots.map((s) => [s.itemId, s]));
  const assignments = proposal.map((line) => ({ ...line, reasons: assignmentReasons(input, withProposal, slotById.get(line.itemId)!, line) }));
  const givenTo = new Map<string, string[]>();
  for (const { itemId, userId } of proposal) givenTo.set(itemId, [...(givenTo.get(itemId) ?? []), userId]);
  const byClass = new Map<string, ClassWords>();
  const unfilled = input.slots.flatMap((slot) => {
    const given = givenTo.get(slot.itemId) ?? [];
    const missing = missingOf(slot) - given.length;
    if (missing <= 0) return [];
    const key = `${slot.start}|${slot.end}|${slot.position ?? ''}`;
    if (!byClass.has(key)) byClass.set(key, classWords(input, withProposal, slot));
    return [{ itemId: slot.itemId, missing, reasons: openReasons(slot, byClass.get(key)!, given) }];
  });
  return { assignments, unfilled };
}
