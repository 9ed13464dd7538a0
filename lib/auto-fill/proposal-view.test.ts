import { describe, expect, it } from 'vitest';
import { zone } from '@/test/support/hand-made-week';
import { sampleAnswer, sampleScore } from '@/test/support/proposal-answer';
import { chosenState, handChangesOf, keysOfPerson, lineKey, proposalDays, proposedPeople, scoreWords, toggleLines } from './proposal-view';
import { KEPT_OPEN_REASON } from './pinned';

// The panel's pure parts: lines by day and person, the score in words, choosing lines (per line,
// person, day), and what a re-solve keeps.

const answer = sampleAnswer;
const score = sampleScore;

describe('the proposal by day', () => {
  it('groups lines and open places by the day they start, soonest first, then by name', () => {
    const days = proposalDays(answer, zone);
    expect(days.map((d) => d.day)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    expect(days[0]!.lines.map((l) => l.key)).toEqual(['mon:ana', 'mon:ben', 'mon-late:ana']);
    expect(days[0]!.lines[0]).toMatchObject({ personName: 'Ana Lima', shift: { name: 'Shift mon' } });
    expect(days[2]).toMatchObject({ lines: [], unfilled: [{ itemId: 'wed', missing: 1 }] });
  });

  it("shows one person's lines only, without the open places", () => {
    const days = proposalDays(answer, zone, 'ben');
    expect(days.flatMap((d) => d.lines.map((l) => l.key))).toEqual(['mon:ben', 'tue:ben']);
    expect(days.flatMap((d) => d.unfilled)).toEqual([]);
  });

  it('offers only the people the lines name, by name', () => {
    expect(proposedPeople(answer).map((p) => p.name)).toEqual(['Ana Lima', 'Ben Okafor']);
  });
});

describe('the score in words', () => {
  it('says what is filled, that no staffing fills more, and the spread beside the simple fill', () => {
    const words = scoreWords(score);
    expect(words.fill).toBe('Fills 212 of 215 places — no staffing can fill more than 212');
    expect(words.spread).toBe('Hours from each person’s target: largest 3.5 h, mean 1.3 h (a simple fill: 209 filled, largest 9 h, mean 2.5 h; 3 more filled here)');
    expect(words.preferences).toBe('14 lines are on a preferred day');
  });

  it('says when every place can be filled, when nothing is open, and avoided days worked', () => {
    expect(scoreWords({ ...score, slots: 3, filled: 3, provenMaximum: 3 }).fill).toBe('Fills 3 of 3 places — every open place can be filled');
    expect(scoreWords({ ...score, slots: 0, filled: 0, provenMaximum: 0 }).fill).toBe('No open places in this range');
    expect(scoreWords({ ...score, preferencesMet: 1, avoidedDaysWorked: 2 }).preferences).toBe('1 line is on a preferred day, 2 on a day someone would rather avoid');
  });
});

describe('choosing lines', () => {
  const all = answer.assignments.map(lineKey);

  it("toggles a person's lines: all of them on unless all were, then off; the others untouched", () => {
    const bens = keysOfPerson(answer, 'ben');
    expect(bens).toEqual(['tue:ben', 'mon:ben']);
    const some = new Set(['tue:ben', 'mon:ana']);
    expect(chosenState(some, bens)).toBe('some');
    const on = toggleLines(some, bens);
    expect([...on].sort()).toEqual(['mon:ana', 'mon:ben', 'tue:ben']);
    expect(chosenState(on, bens)).toBe('all');
    expect([...toggleLines(on, bens)]).toEqual(['mon:ana']);
    expect(chosenState(new Set(), bens)).toBe('none');
  });

  it("toggles a day's lines the same way", () => {
    const monday = proposalDays(answer, zone)[0]!.lines.map((l) => l.key);
    const none = toggleLines(new Set(all), monday);
    expect([...none]).toEqual(['tue:ben']);
  });
});

describe('what a re-solve keeps', () => {
  it('pins the lines changed by hand and those pinned before, and keeps cleared places open', () => {
    const before = { ...answer, unfilled: [...answer.unfilled, { itemId: 'wed', missing: 2, reasons: [KEPT_OPEN_REASON] }] };
    const edits = new Map<string, string | null>([['tue:ben', 'cai'], ['mon-late:ana', null], ['mon:ben', 'ben']]);
    expect(handChangesOf(before, edits)).toEqual({
      pinned: [{ itemId: 'tue', userId: 'cai' }, { itemId: 'mon', userId: 'ana' }],
      keptOpen: ['wed', 'wed', 'mon-late'],
    });
  });

  it('pins the lines already accepted into the draft, so their places are not offered again', () => {
    expect(handChangesOf(answer, new Map([['tue:ben', 'cai']]), new Set(['mon-late:ana'])).pinned).toEqual([{ itemId: 'tue', userId: 'cai' }, { itemId: 'mon-late', userId: 'ana' }, { itemId: 'mon', userId: 'ana' }]);
  });

  it('lets a pinned line be changed again', () => {
    expect(handChangesOf(answer, new Map([['mon:ana', 'cai']])).pinned).toEqual([{ itemId: 'mon', userId: 'cai' }]);
    expect(handChangesOf(answer, new Map([['mon:ana', null]]))).toEqual({ pinned: [], keptOpen: ['mon'] });
  });
});
