// How many overlapping events a time-grid day column shows side by side: as many as fit at
// MIN_EVENT_PX each (a name of two short words on a line, in whole words, and the OPEN tag; at
// 56 px "Opening" broke in two). That is 2 in a day column at 1440 px, 1 at 1024, 3 at 1920. The
// rest of an overlap folds into FullCalendar's "+N" link, whose popover lists them (eventMaxStack).

/** The narrowest a time-grid event is drawn. */
export const MIN_EVENT_PX = 72;

/** Side-by-side events a column of this width holds (at least one). */
export function eventsSideBySide(columnPx: number): number {
  return Math.max(1, Math.floor(columnPx / MIN_EVENT_PX));
}
