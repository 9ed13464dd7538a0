import { clockText, type HourCycle } from './hour-cycle';

// A time of day as a person types it into a time field: "19:00", "7:00 pm", "7pm", "7 PM", "07:30",
// "0730", "19.00", "noon", "midnight". The same text reads the same in either hour cycle (a bare
// "7" is 07:00, as a 24-hour clock reads it); the cycle only shapes the examples in a message.
// Shown back with clockTextOf (hour-cycle.ts), so what was read is visible before it is saved.

export type TypedClock = { ok: true; hhmm: string } | { ok: false; problem: string };

const WORDS: Record<string, string> = { noon: '12:00', midday: '12:00', midnight: '00:00' };

// Hour, optional minutes (after ":" or ".", or run on: "0730"), optional AM/PM ("p", "pm", "p.m.").
const SHAPE = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(?:([ap])\.?(?:m\.?)?)?$/;

function example(cycle: HourCycle): string {
  return `${clockText(7, 0, cycle)} or ${clockText(19, 30, cycle)}`;
}

/** The time typed, as 24-hour "HH:mm", or why it is not a time (in words for the field). */
export function readTypedClock(text: string, cycle: HourCycle): TypedClock {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!typed) return { ok: false, problem: `Type a time, like ${example(cycle)}` };
  const word = WORDS[typed];
  if (word) return { ok: true, hhmm: word };
  const match = SHAPE.exec(typed);
  if (!match) return { ok: false, problem: `“${text.trim()}” is not a time: type it like ${example(cycle)}` };
  const [, hourText = '', minuteText = '00', half] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return { ok: false, problem: 'Minutes run from 00 to 59' };
  if (half) {
    if (hour < 1 || hour > 12) return { ok: false, problem: 'With AM or PM the hour runs from 1 to 12' };
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return { ok: false, problem: 'Hours run from 0 to 23 (or 1 to 12 with AM or PM)' };
  }
  return { ok: true, hhmm: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}
