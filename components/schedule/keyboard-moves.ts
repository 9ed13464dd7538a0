import { spanLaterByDays } from '@/lib/time/whole-days';

// Moving a focused event from the keyboard: Alt+Up/Down moves it 15 minutes earlier or later,
// Alt+Shift+Up/Down makes it end 15 minutes earlier or later, Alt+Left/Right moves it a day
// (the same wall-clock time in the zone, also across a DST change).

export const KEY_STEP_MINUTES = 15;
const STEP_MS = KEY_STEP_MINUTES * 60_000;

export type KeyPress = { key: string; altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean };

/** Whether a key press moves (or, with Shift, resizes) a focused event. */
export function isMoveKey(press: KeyPress): boolean {
  if (!press.altKey || press.ctrlKey || press.metaKey) return false;
  return press.shiftKey ? press.key === 'ArrowUp' || press.key === 'ArrowDown' : ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(press.key);
}

/** The new span for a key press on an event, or null when the key is not a move (or would leave nothing). */
export function keyboardMove(press: KeyPress, span: { start: number; end: number }, timeZone: string): { start: number; end: number } | null {
  if (!isMoveKey(press)) return null;
  const { start, end } = span;
  if (press.shiftKey) {
    const delta = press.key === 'ArrowDown' ? STEP_MS : press.key === 'ArrowUp' ? -STEP_MS : 0;
    if (delta === 0 || end + delta <= start) return null;
    return { start, end: end + delta };
  }
  switch (press.key) {
    case 'ArrowUp':
      return { start: start - STEP_MS, end: end - STEP_MS };
    case 'ArrowDown':
      return { start: start + STEP_MS, end: end + STEP_MS };
    case 'ArrowLeft':
      return spanLaterByDays({ start, end }, -1, timeZone);
    case 'ArrowRight':
      return spanLaterByDays({ start, end }, 1, timeZone);
    default:
      return null;
  }
}
