import { describe, expect, it } from 'vitest';
import { isMoveKey, keyboardMove, type KeyPress } from './keyboard-moves';

const alt = (key: string, shiftKey = false): KeyPress => ({ key, altKey: true, shiftKey, ctrlKey: false, metaKey: false });
const at = (iso: string) => Date.parse(iso);
const zone = 'Europe/Berlin';
const span = { start: at('2027-03-27T08:00:00Z'), end: at('2027-03-27T16:00:00Z') }; // 09:00–17:00 in Berlin

describe('moving a focused event from the keyboard', () => {
  it('moves 15 minutes with Alt+Up/Down, keeping the length', () => {
    expect(keyboardMove(alt('ArrowDown'), span, zone)).toEqual({ start: at('2027-03-27T08:15:00Z'), end: at('2027-03-27T16:15:00Z') });
    expect(keyboardMove(alt('ArrowUp'), span, zone)).toEqual({ start: at('2027-03-27T07:45:00Z'), end: at('2027-03-27T15:45:00Z') });
  });
  it('changes only the end with Alt+Shift, and never to zero length', () => {
    expect(keyboardMove(alt('ArrowDown', true), span, zone)).toEqual({ start: span.start, end: at('2027-03-27T16:15:00Z') });
    expect(keyboardMove(alt('ArrowUp', true), { start: span.start, end: span.start + 15 * 60_000 }, zone)).toBeNull();
  });
  it('moves a day with Alt+Right at the same wall time, across the night the clocks go forward', () => {
    // 28 March 2027: Berlin goes from UTC+1 to UTC+2, so 09:00 is an hour earlier in UTC.
    expect(keyboardMove(alt('ArrowRight'), span, zone)).toEqual({ start: at('2027-03-28T07:00:00Z'), end: at('2027-03-28T15:00:00Z') });
  });
  it('ignores keys without Alt, with Ctrl or Meta, and other keys', () => {
    expect(keyboardMove({ ...alt('ArrowDown'), altKey: false }, span, zone)).toBeNull();
    expect(keyboardMove({ ...alt('ArrowDown'), ctrlKey: true }, span, zone)).toBeNull();
    expect(keyboardMove(alt('Enter'), span, zone)).toBeNull();
  });
  it('tells a move key apart before knowing the item: Alt+arrows, Alt+Shift+Up/Down only', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => isMoveKey(alt(key)))).toEqual([true, true, true, true]);
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => isMoveKey(alt(key, true)))).toEqual([true, true, false, false]);
    expect(isMoveKey({ ...alt('ArrowUp'), metaKey: true })).toBe(false);
  });
});
