import { HOUR_MS } from '@/lib/time/units';

// Where the arrow keys go in the week and day grids (one Tab stop, roving focus). Each day is a
// column of stops from top to bottom: its all-day events, then its timed events and its empty
// half-hours in time order. Up and Down step through a day's stops, so an 8-hour shift is one
// press and empty time is visited half an hour at a time (Enter on it creates an item there);
// Left and Right go to the same time of the previous or next day, on the event there if any.

export const SLOT_MS = HOUR_MS / 2;

/** An event as drawn: `key` is its data-item-id, or `stack:<key>` for a stack. */
export type GridEvent = { key: string; start: number; end: number; allDay: boolean };
export type Stop = { kind: 'event'; key: string; start: number; end: number; allDay: boolean } | { kind: 'slot'; start: number; end: number };
export type Day = { start: number; end: number };
export type Cursor = { day: number; stop: Stop };

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** A day's stops, top to bottom. */
export function stopsOfDay(day: Day, events: readonly GridEvent[]): Stop[] {
  const mine = events.filter((e) => overlaps(e, day));
  const allDay = mine.filter((e) => e.allDay).sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
  const timed = mine.filter((e) => !e.allDay);
  const stops: Stop[] = timed.map((e) => ({ kind: 'event', ...e }));
  for (let start = day.start; start < day.end; start += SLOT_MS) {
    const slot = { start, end: Math.min(start + SLOT_MS, day.end) };
    if (!timed.some((e) => overlaps(e, slot))) stops.push({ kind: 'slot', ...slot });
  }
  // An event starting the day before (a night's morning) sorts at the day's start.
  const top = (s: Stop) => Math.max(s.start, day.start);
  stops.sort((a, b) => top(a) - top(b) || a.end - b.end || (a.kind === 'event' && b.kind === 'event' ? a.key.localeCompare(b.key) : 0));
  return [...allDay.map((e): Stop => ({ kind: 'event', ...e })), ...stops];
}

const sameStop = (a: Stop, b: Stop) => (a.kind === 'event' ? b.kind === 'event' && a.key === b.key : b.kind === 'slot' && a.start === b.start);

/** Where a stop is in its day, or (when it is gone, say after a re-read) the stop nearest its time. */
function indexIn(stops: readonly Stop[], stop: Stop): number {
  const found = stops.findIndex((s) => sameStop(s, stop));
  return found >= 0 ? found : stopAt(stops, stop.start);
}

/** The stop holding an instant, an event before a slot; else the nearest one starting before it. */
function stopAt(stops: readonly Stop[], at: number): number {
  const event = stops.findIndex((s) => s.kind === 'event' && !s.allDay && s.start <= at && at < s.end);
  if (event >= 0) return event;
  const slot = stops.findIndex((s) => s.kind === 'slot' && s.start <= at && at < s.end);
  if (slot >= 0) return slot;
  let best = 0;
  stops.forEach((s, i) => {
    if (s.start <= at) best = i;
  });
  return best;
}

/** The first stop of the grid: the first event of the first day that has one, else the first day's slot at `scrollTo`. */
export function firstCursor(days: readonly Day[], events: readonly GridEvent[], scrollTo: number): Cursor | null {
  for (const [day, span] of days.entries()) {
    const stop = stopsOfDay(span, events).find((s) => s.kind === 'event');
    if (stop) return { day, stop };
  }
  const first = days[0];
  if (!first) return null;
  const stops = stopsOfDay(first, events);
  const stop = stops[stopAt(stops, first.start + scrollTo)];
  return stop ? { day: 0, stop } : null;
}

/** Where a key takes the cursor, or null for a key that is not an arrow, Home or End. */
export function nextCursor(days: readonly Day[], events: readonly GridEvent[], cursor: Cursor, key: string): Cursor | null {
  const day = days[cursor.day];
  if (!day) return null;
  const stops = stopsOfDay(day, events);
  const index = indexIn(stops, cursor.stop);
  const within = (i: number): Cursor => ({ day: cursor.day, stop: stops[Math.max(0, Math.min(stops.length - 1, i))]! });
  switch (key) {
    case 'ArrowUp':
      return within(index - 1);
    case 'ArrowDown':
      return within(index + 1);
    case 'Home':
      return within(0);
    case 'End':
      return within(stops.length - 1);
    case 'ArrowLeft':
    case 'ArrowRight': {
      const to = Math.max(0, Math.min(days.length - 1, cursor.day + (key === 'ArrowLeft' ? -1 : 1)));
      const target = days[to]!;
      const there = stopsOfDay(target, events);
      const current = stops[index] ?? cursor.stop;
      // The all-day row goes to the all-day row; a time to the same time of that day.
      const at = current.kind === 'event' && current.allDay ? (there[0]?.kind === 'event' && there[0].allDay ? -1 : target.start) : target.start + (Math.max(current.start, day.start) - day.start);
      return { day: to, stop: there[at === -1 ? 0 : stopAt(there, at)]! };
    }
    default:
      return null;
  }
}
