import { hasAnyRule, ruleReadRange, type WorkingTimeRules } from '@/lib/working-time';

// The roster and the schedule mark the working-time rule breaks of the shifts they show; a break
// may need a shift outside the range (Sunday's close before Monday's open, a run of days that began
// the week before). So their one read of the range (shared by every manager, polled) is widened by
// what the rules need (ruleReadRange), rather than a second read for the edges: the page preloads
// this same range, and the board shows only the items of its own.

/** What a board reads for `range` (visibleRange: both ends included) under `rules`, judged in `timeZone`. */
export function boardReadRange(range: { from: number; to: number }, rules: WorkingTimeRules, timeZone: string): { from: number; to: number } {
  if (!hasAnyRule(rules)) return range;
  const wide = ruleReadRange({ start: range.from, end: range.to + 1 }, timeZone, rules);
  return { from: wide.from, to: wide.to - 1 };
}

/** The items of a widened read that the range itself holds: those running into it and starting by its end. */
export function itemsOfRange<T extends { start: number; end: number }>(items: readonly T[], range: { from: number; to: number }): T[] {
  return items.filter((item) => item.end > range.from && item.start <= range.to);
}
