import type { Roster, RosterRow } from './roster';

// A phone shows the roster one day at a time: the week's roster cut to the column of one day.
// Each person keeps their week's hours (the weekly threshold is about the week); the grid, its keys
// and its drops then work on one column as they do on seven.

/** The day of `date` in the roster's week, or the week's first day when `date` is not in it. */
export function dayIndexOf(roster: Pick<Roster, 'days'>, date: string): number {
  return Math.max(0, roster.days.findIndex((day) => day.date === date));
}

export function rosterDay(roster: Roster, index: number): Roster {
  const row = (r: RosterRow): RosterRow => ({ ...r, cells: [r.cells[index]!], continued: [r.continued[index]!] });
  return { days: [roster.days[index]!], open: row(roster.open), people: roster.people.map(row), dayWorkedMs: [roster.dayWorkedMs[index]!] };
}
