import { describe, expect, it } from 'vitest';
import { vtimezone } from './vtimezone';

const observances = (text: string) => [...text.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\nDTSTART:(\d{8}T\d{6})\r\nTZOFFSETFROM:([+-]\d{4})\r\nTZOFFSETTO:([+-]\d{4})/g)].map((m) => m.slice(1).join(' '));

describe('vtimezone', () => {
  it('lists the offset in force at the start and each change in the range, in the wall time it happens', () => {
    const text = vtimezone('Europe/London', { from: Date.UTC(2027, 0, 10), to: Date.UTC(2027, 11, 1) });
    expect(text.startsWith('BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n')).toBe(true);
    expect(observances(text)).toEqual(['STANDARD 20261025T020000 +0100 +0000', 'DAYLIGHT 20270328T010000 +0000 +0100', 'STANDARD 20271031T020000 +0100 +0000']);
  });

  it('follows current rules: Mexico City has kept one offset since it dropped summer time in 2022', () => {
    expect(observances(vtimezone('America/Mexico_City', { from: Date.UTC(2027, 3, 1), to: Date.UTC(2027, 10, 30) }))).toEqual(['STANDARD 20221030T020000 -0500 -0600']);
  });

  it('gives a zone that never changes one observance', () => {
    expect(observances(vtimezone('UTC', { from: Date.UTC(2027, 3, 1), to: Date.UTC(2027, 4, 1) }))).toEqual(['STANDARD 20270401T000000 +0000 +0000']);
  });
});
