import { describe, expect, it } from 'vitest';
import { readTypedClock } from './typed-clock';

const read = (text: string) => readTypedClock(text, 'h23');
const hhmm = (text: string) => {
  const result = read(text);
  return result.ok ? result.hhmm : `refused: ${result.problem}`;
};

describe('a time typed into a time field', () => {
  it('reads 24-hour and 12-hour forms alike, with or without minutes, spaces or dots', () => {
    expect(hhmm('19:00')).toBe('19:00');
    expect(hhmm('7:00 pm')).toBe('19:00');
    expect(hhmm('7pm')).toBe('19:00');
    expect(hhmm('7 PM')).toBe('19:00');
    expect(hhmm('7 p.m.')).toBe('19:00');
    expect(hhmm('7:30p')).toBe('19:30');
    expect(hhmm('07:30')).toBe('07:30');
    expect(hhmm('0730')).toBe('07:30');
    expect(hhmm('730')).toBe('07:30');
    expect(hhmm('1900')).toBe('19:00');
    expect(hhmm('19.15')).toBe('19:15');
    expect(hhmm(' 9 ')).toBe('09:00');
    expect(hhmm('0:05')).toBe('00:05');
  });

  it('reads midnight and noon without ambiguity, in figures or words', () => {
    expect(hhmm('12:00 AM')).toBe('00:00');
    expect(hhmm('12:30 am')).toBe('00:30');
    expect(hhmm('12:00 PM')).toBe('12:00');
    expect(hhmm('12')).toBe('12:00');
    expect(hhmm('noon')).toBe('12:00');
    expect(hhmm('Midnight')).toBe('00:00');
  });

  it('refuses what is not a time, saying why', () => {
    expect(hhmm('25:00')).toBe('refused: Hours run from 0 to 23 (or 1 to 12 with AM or PM)');
    expect(hhmm('24:00')).toBe('refused: Hours run from 0 to 23 (or 1 to 12 with AM or PM)');
    expect(hhmm('7:60')).toBe('refused: Minutes run from 00 to 59');
    expect(hhmm('13 pm')).toBe('refused: With AM or PM the hour runs from 1 to 12');
    expect(hhmm('0 am')).toBe('refused: With AM or PM the hour runs from 1 to 12');
    expect(hhmm('7:5')).toBe('refused: “7:5” is not a time: type it like 07:00 or 19:30');
    expect(hhmm('seven')).toBe('refused: “seven” is not a time: type it like 07:00 or 19:30');
    expect(hhmm('7 pmm')).toBe('refused: “7 pmm” is not a time: type it like 07:00 or 19:30');
    expect(hhmm('19:00:00')).toBe('refused: “19:00:00” is not a time: type it like 07:00 or 19:30');
    expect(hhmm('')).toBe('refused: Type a time, like 07:00 or 19:30');
  });

  it('gives its examples in the user’s hour cycle', () => {
    expect(readTypedClock('later', 'h12')).toEqual({ ok: false, problem: '“later” is not a time: type it like 7:00 AM or 7:30 PM' });
  });
});
