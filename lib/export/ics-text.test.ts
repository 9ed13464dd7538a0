import { describe, expect, it } from 'vitest';
import { foldLine, icsLocal, icsText, icsUtc } from './ics-text';

describe('ics text', () => {
  it('escapes backslashes, semicolons, commas and newlines in TEXT', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets, never inside a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    const encoder = new TextEncoder();
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes wall times of a zone, and UTC with its Z', () => {
    const at = Date.UTC(2027, 2, 29, 8, 30);
    expect(icsLocal(at, 'Europe/London')).toBe('20270329T093000');
    expect(icsLocal(at, 'America/New_York')).toBe('20270329T043000');
    expect(icsUtc(at)).toBe('20270329T083000Z');
  });
});
