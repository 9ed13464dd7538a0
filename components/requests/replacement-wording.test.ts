import { describe, expect, it } from 'vitest';
import { replacementDone, replacementWording } from './replacement-wording';

const mia = { userId: '2', displayName: 'Mia Park', avatarUrl: null, warnings: { overlaps: [], timeOff: [], week: { monday: '2027-06-07', workedMinutes: 0, withThisMinutes: 480, over: false } } };
const WHEN = 'Sat 09:00–17:00';

describe('replacementWording (what each answer will do, before the click)', () => {
  it('says who comes off, who goes on, and whether the shift is left open', () => {
    const words = replacementWording('Ethan Cole', WHEN, { colleagues: [mia], othersHolding: [] });
    expect(words.release).toBe('Ethan comes off Sat 09:00–17:00; the shift becomes open.');
    expect(words.keep).toBe('The request is refused: Ethan stays on Sat 09:00–17:00 (marked Accepted).');
    expect(words.cover(null)).toBe('The person you pick is put on Sat 09:00–17:00, then Ethan comes off.');
    expect(words.cover('Ana Ruiz')).toBe('Ana is put on Sat 09:00–17:00, then Ethan comes off.');
    expect(words.colleagues).toEqual([{ person: mia, button: 'Approve cover: Mia takes Ethan’s shift', effect: 'Mia’s request to join is approved, then Ethan comes off Sat 09:00–17:00.' }]);
  });

  it('names who still works it when releasing does not leave it open; no colleague, no colleague cover', () => {
    expect(replacementWording('Ethan Cole', WHEN, { colleagues: [], othersHolding: ['Ana Ruiz'] }).release).toBe('Ethan comes off Sat 09:00–17:00; Ana still works it.');
    expect(replacementWording('Ethan Cole', WHEN, { colleagues: [], othersHolding: ['Ana Ruiz', 'Cal Moy'] }).release).toBe('Ethan comes off Sat 09:00–17:00; Ana, Cal still work it.');
    expect(replacementWording('Ethan Cole', WHEN, undefined).colleagues).toEqual([]);
  });
});

describe('replacementDone (what it did, read back)', () => {
  it('says each ending, and a cover asked but not yet holding keeps the requester on', () => {
    expect(replacementDone('Ethan Cole', { choice: 'cover', result: 'done', coverName: 'Mia Park' })).toBe('Mia took Ethan’s shift.');
    expect(replacementDone('Ethan Cole', { choice: 'colleague', result: 'done', coverName: 'Mia Park' })).toBe('Mia took Ethan’s shift.');
    expect(replacementDone('Ethan Cole', { choice: 'release', result: 'done', coverName: null })).toBe('Ethan is off; the shift is open.');
    expect(replacementDone('Ethan Cole', { choice: 'keep', result: 'done', coverName: null })).toBe('Ethan stays on it; the request was refused.');
    expect(replacementDone('Ethan Cole', { choice: 'cover', result: 'waiting_for_cover', coverName: 'Mia Park' })).toBe('Mia was asked; Ethan stays on until Mia takes it.');
  });
});
