import { dayOf } from '@/lib/time/calendar-day';
import { KEPT_OPEN_REASON, PINNED_REASON, type HandChanges } from './pinned';
import type { AutoFillScore, PlannedPerson, PlannedShift, ProposalLine, UnfilledLine } from './types';

// What the auto-fill panel shows of a proposal, pure: its lines by day (and for one person), the
// score in words, which lines are chosen for the draft (per line, person, day), and the hand
// changes a re-solve keeps. The panel (components/auto-fill) only draws it.

export type ProposalAnswer = { proposalId: string; assignments: ProposalLine[]; unfilled: UnfilledLine[]; score: AutoFillScore; status: 'optimal' | 'timeLimit'; shifts: PlannedShift[]; people: PlannedPerson[] };

/** One line's key: a person on a shift (a proposal never names the pair twice). */
export const lineKey = (line: { itemId: string; userId: string }): string => `${line.itemId}:${line.userId}`;

export type ViewLine = ProposalLine & { key: string; personName: string; shift: PlannedShift };
export type ViewUnfilled = UnfilledLine & { shift: PlannedShift };
export type ProposalDay = { day: string; lines: ViewLine[]; unfilled: ViewUnfilled[] };

const unknownShift = (itemId: string): PlannedShift => ({ itemId, start: 0, end: 0, name: null, position: null });

/** The lines (of one person, when `userId` is given) and the open places, by day of their start, soonest first. */
export function proposalDays(answer: ProposalAnswer, timeZone: string, userId: string | null = null): ProposalDay[] {
  const shifts = new Map(answer.shifts.map((s) => [s.itemId, s]));
  const names = new Map(answer.people.map((p) => [p.userId, p.name]));
  const byDay = new Map<string, ProposalDay>();
  const dayFor = (shift: PlannedShift) => {
    const day = dayOf(shift.start, timeZone);
    if (!byDay.has(day)) byDay.set(day, { day, lines: [], unfilled: [] });
    return byDay.get(day)!;
  };
  const soonest = <T extends { shift: PlannedShift }>(a: T, b: T) => a.shift.start - b.shift.start || a.shift.itemId.localeCompare(b.shift.itemId);
  for (const line of answer.assignments) {
    if (userId !== null && line.userId !== userId) continue;
    const shift = shifts.get(line.itemId) ?? unknownShift(line.itemId);
    dayFor(shift).lines.push({ ...line, key: lineKey(line), personName: names.get(line.userId) ?? 'Someone not in the list', shift });
  }
  if (userId === null) for (const open of answer.unfilled) dayFor(shifts.get(open.itemId) ?? unknownShift(open.itemId)).unfilled.push({ ...open, shift: shifts.get(open.itemId) ?? unknownShift(open.itemId) });
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  for (const day of days) {
    day.lines.sort((a, b) => soonest(a, b) || a.personName.localeCompare(b.personName));
    day.unfilled.sort(soonest);
  }
  return days;
}

/** The people the proposal's lines name, by name: the person filter's choices. */
export function proposedPeople(answer: ProposalAnswer): PlannedPerson[] {
  const named = new Set(answer.assignments.map((a) => a.userId));
  return answer.people.filter((p) => named.has(p.userId)).sort((a, b) => a.name.localeCompare(b.name));
}

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;
const hoursWords = (h: number) => `${Math.round(h * 10) / 10} h`;

/** The score in words, for a manager: what is filled and why no more, fairness beside the simple fill, preferences. */
export function scoreWords(score: AutoFillScore): { fill: string; spread: string; preferences: string } {
  const bound = score.provenMaximum >= score.slots ? 'every open place can be filled' : `no staffing can fill more than ${score.provenMaximum}`;
  const fill = score.slots === 0 ? 'No open places in this range' : `Fills ${score.filled} of ${places(score.slots)} — ${bound}`;
  const gained = score.filled - score.greedy.filled;
  const simple = `a simple fill: ${score.greedy.filled} filled, largest ${hoursWords(score.greedy.maxAbsDeviation)}, mean ${hoursWords(score.greedy.meanAbsDeviation)}${gained > 0 ? `; ${gained} more filled here` : ''}`;
  const spread = `Hours from each person’s target: largest ${hoursWords(score.hoursSpread.maxAbsDeviation)}, mean ${hoursWords(score.hoursSpread.meanAbsDeviation)} (${simple})`;
  const avoided = score.avoidedDaysWorked > 0 ? `, ${score.avoidedDaysWorked} on a day someone would rather avoid` : '';
  const preferences = `${score.preferencesMet} ${score.preferencesMet === 1 ? 'line is' : 'lines are'} on a preferred day${avoided}`;
  return { fill, spread, preferences };
}

/** Whether all, some or none of some lines are chosen (a person's or a day's toggle shows it). */
export function chosenState(chosen: ReadonlySet<string>, keys: readonly string[]): 'all' | 'some' | 'none' {
  const count = keys.filter((k) => chosen.has(k)).length;
  return count === 0 ? 'none' : count === keys.length ? 'all' : 'some';
}

/** A person's or a day's toggle: all of them chosen unless they all were, then none. */
export function toggleLines(chosen: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const next = new Set(chosen);
  const allChosen = chosenState(chosen, keys) === 'all';
  for (const key of keys) {
    if (allChosen) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The keys of a person's lines. */
export const keysOfPerson = (answer: ProposalAnswer, userId: string): string[] => answer.assignments.filter((a) => a.userId === userId).map(lineKey);

/** A hand change to a line: another person (their user id), or `null`: the place is kept open. */
export type LineEdits = ReadonlyMap<string, string | null>;

/**
 * What a re-solve keeps: the lines pinned before (still as they were), those already accepted into
 * the draft (the route does not read the draft: unpinned, their places would be offered again) and
 * those changed by hand now, and the places kept open before and now. Every other line is solved again.
 */
export function handChangesOf(answer: ProposalAnswer, edits: LineEdits, inDraft: ReadonlySet<string> = new Set()): HandChanges {
  const pinned = new Map<string, { itemId: string; userId: string }>();
  const keptOpen: string[] = answer.unfilled.flatMap((u) => (u.reasons.includes(KEPT_OPEN_REASON) ? new Array<string>(u.missing).fill(u.itemId) : []));
  for (const line of answer.assignments) {
    const key = lineKey(line);
    const edit = edits.get(key);
    if (edit === null) keptOpen.push(line.itemId);
    else if (edit !== undefined && edit !== line.userId) pinned.set(lineKey({ itemId: line.itemId, userId: edit }), { itemId: line.itemId, userId: edit });
    else if (line.reasons.includes(PINNED_REASON) || inDraft.has(key)) pinned.set(key, { itemId: line.itemId, userId: line.userId });
  }
  return { pinned: [...pinned.values()], keptOpen };
}
