import { Temporal } from 'temporal-polyfill';

// The small pieces of RFC 5545 text the export writes: escaped TEXT values, lines folded at 75
// octets, and DATE-TIME values in UTC or as a zone's wall time.

/** TEXT values (3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line (3.1): at most 75 octets per line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function stamp(t: { year: number; month: number; day: number; hour: number; minute: number; second: number }): string {
  return `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}${pad(t.second)}`;
}

/** "20270329T090000": the wall time of an instant in a zone (for DTSTART;TZID=…). */
export function icsLocal(ms: number, timeZone: string): string {
  return stamp(Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone));
}

/** "20270329T080000Z": an instant in UTC (DTSTAMP must be UTC). */
export function icsUtc(ms: number): string {
  return `${icsLocal(ms, 'UTC')}Z`;
}
