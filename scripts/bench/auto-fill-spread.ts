import type { Assignment, AutoFillInput, AutoFillProposal } from '@/lib/auto-fill';
import { baseMinutes, rangeWeeks, targetMinutes } from '@/lib/auto-fill/hours';
import { peopleWith } from '@/lib/auto-fill/with-assignments';

// The hours-spread verdict: better than greedy's, or — when greedy's spread is already the least
// possible for the places it fills — said so. If everyone with a target is at or over it in both
// answers and both fill as many hours, Σ|hours − target| is the filled hours minus the targets in
// both: no staffing of those places is fairer (the synthetic week: ~460 of 500 at their maximum).

function allAtOrOverTarget(input: AutoFillInput, lines: readonly Assignment[]): boolean {
  const weeks = rangeWeeks(input);
  const people = peopleWith(input, lines);
  return input.people.every((p) => {
    const target = targetMinutes(p, weeks);
    return target === null || baseMinutes(people.get(p.userId)!, input.from, input.to) >= target;
  });
}

export function spreadVerdict(input: AutoFillInput, proposal: AutoFillProposal, greedy: readonly Assignment[]): string {
  const { hoursSpread, greedy: theirs } = proposal.score;
  if (hoursSpread.meanAbsDeviation < theirs.meanAbsDeviation) return 'ok';
  const sameHours = proposal.score.filled === theirs.filled && hoursSpread.meanAbsDeviation === theirs.meanAbsDeviation;
  if (sameHours && allAtOrOverTarget(input, greedy) && allAtOrOverTarget(input, proposal.assignments)) return 'ok (= greedy: the least for this fill, everyone at/over target)';
  return 'MISSED';
}
