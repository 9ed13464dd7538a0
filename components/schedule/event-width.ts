// How many overlapping events a time-grid day column shows side by side: as many as fit at
// MIN_EVENT_PX each (a name of two short words on a line, the OPEN tag, the status); the rest of
// an overlap folds into FullCalendar's "+N" link, whose popover lists them (eventMaxStack).

/** The narrowest a time-grid event is drawn. */
export const MIN_EVENT_PX = 72;

/** Side-by-side events a column of this width holds (at least one). */
export function eventsSideBySide(columnPx: number): number {
  return Math.max(1, Math.floor(columnPx / MIN_EVENT_PX));
}
