import { describe, expect, it } from 'vitest';
import { readChange } from './change-kinds';
import { changeWords, namesWords } from './change-words';

// 2026-11-26 is a Thursday; 19:00 in London is 19:00 UTC in November.
const thu19 = Date.UTC(2026, 10, 26, 19);
const fri19 = Date.UTC(2026, 10, 27, 19);
const hour = 3_600_000;
const facts = { item: 'Night ward', start: thu19, timeZone: 'Europe/London' };
const words = (kind: string, change: Record<string, unknown>) => {
  const read = readChange(kind, change);
  if (!read) throw new Error(`${kind} did not parse`);
  return changeWords(read, 'h23');
};

describe('a remembered change in words', () => {
  it('says where a shift moved from and to, in the zone kept with it', () => {
    expect(words('moved', { ...facts, from: { start: thu19, end: thu19 + 12 * hour }, to: { start: fri19, end: fri19 + 12 * hour } })).toBe('Moved Night ward from Thu 26 Nov 19:00 to Fri 27 Nov 19:00');
    expect(words('moved', { ...facts, timeZone: 'Europe/Berlin', from: { start: thu19, end: thu19 + hour }, to: { start: fri19, end: fri19 + hour } })).toBe('Moved Night ward from Thu 26 Nov 20:00 to Fri 27 Nov 20:00');
  });

  it('gives both spans when the length changed', () => {
    expect(words('moved', { ...facts, from: { start: thu19, end: thu19 + 12 * hour }, to: { start: thu19, end: thu19 + 13 * hour } })).toBe('Changed Night ward from Thu 26 Nov 19:00–07:00 to Thu 26 Nov 19:00–08:00');
  });

  it('names the people added, removed and swapped, and the item with its start', () => {
    expect(words('added', { ...facts, people: [{ userId: '1', name: 'Benjamin Ortiz' }] })).toBe('Added Benjamin Ortiz to Night ward, Thu 26 Nov 19:00');
    expect(words('removed', { ...facts, person: { userId: '1', name: 'Emma Nguyen', status: 'ASSIGNED' } })).toBe('Removed Emma Nguyen from Night ward, Thu 26 Nov 19:00');
    expect(words('reassigned', { ...facts, from: { userId: '1', name: 'Emma Nguyen', status: 'ASSIGNED' }, to: { userId: '2', name: 'Benjamin Ortiz' } })).toBe('Gave Night ward, Thu 26 Nov 19:00 to Benjamin Ortiz instead of Emma Nguyen');
    expect(words('decided', { ...facts, person: 'Ethan Cole', decision: 'declined', request: 'REPLACEMENT_REQUESTED' })).toBe('Declined Ethan Cole’s replacement request for Night ward, Thu 26 Nov 19:00');
    expect(words('decided', { ...facts, person: 'Ethan Cole', decision: 'approved', request: 'ADDITION_REQUESTED' })).toBe('Approved Ethan Cole’s request to join Night ward, Thu 26 Nov 19:00');
    expect(words('deleted', facts)).toBe('Deleted Night ward, Thu 26 Nov 19:00');
    expect(words('undo', { words: 'Added Benjamin Ortiz to Night ward' })).toBe('Undid: Added Benjamin Ortiz to Night ward');
  });

  it('joins names as a sentence does', () => {
    expect(namesWords(['A'])).toBe('A');
    expect(namesWords(['A', 'B'])).toBe('A and B');
    expect(namesWords(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('reads nothing from an unknown kind or a shape it does not know', () => {
    expect(readChange('renamed', facts)).toBeNull();
    expect(readChange('added', { ...facts, people: [] })).toBeNull();
    expect(readChange('toString', {})).toBeNull();
  });
});
