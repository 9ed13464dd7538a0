import { shownRange } from '@/lib/schedule';

// A draft plans a week: the one holding the date a board shows (Monday to Monday in the zone),
// whatever the board's view, so the schedule and the roster open and read the same draft.
export function draftWeekOf(date: string, timeZone: string): { from: number; to: number } {
  const { start, end } = shownRange('week', date, timeZone);
  return { from: start, to: end };
}
