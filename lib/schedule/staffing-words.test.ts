import { describe, expect, it } from 'vitest';
import { coverWords, isShortHanded, peopleWords, staffingState, staffingWord } from './staffing-words';

const item = (status: string, ...members: [string, string][]) => ({ status, members: members.map(([displayName, s]) => ({ displayName, status: s })) });

describe('staffingWord', () => {
  it('never calls an item with people holding it Open, whatever the service status says', () => {
    expect(staffingWord(item('OPEN', ['Ana Silva', 'ASSIGNED'], ['Ben Okafor', 'ACCEPTED']))).toBe('Assigned');
    expect(staffingWord(item('OPEN', ['Ana Silva', 'REPLACEMENT_REQUESTED']))).toBe('Assigned');
  });

  it('says what the people on an unheld item are waiting for', () => {
    expect(staffingWord(item('OPEN', ['Yusuf Demir', 'ADDITION_REQUESTED']))).toBe('Join requested');
    expect(staffingWord(item('OPEN', ['Yusuf Demir', 'PENDING_RESPONSE'], ['Ana Silva', 'ADDITION_REQUESTED']))).toBe('Awaiting reply');
  });

  it('calls Open only an item with nobody on it (the removed, declined and denied do not count)', () => {
    expect(staffingWord(item('ASSIGNED'))).toBe('Open');
    expect(staffingWord(item('ASSIGNED', ['Ana Silva', 'DECLINED'], ['Ben Okafor', 'DELETED'], ['Cy Lee', 'DENIED']))).toBe('Open');
  });

  it('keeps a cancelled or deleted item so, people or not', () => {
    expect(staffingState(item('CANCELLED', ['Ana Silva', 'ASSIGNED']))).toBe('cancelled');
    expect(staffingState(item('DELETED'))).toBe('deleted');
  });
});

describe('peopleWords', () => {
  it('names the holders, then the others with what they wait for, never as crew', () => {
    expect(peopleWords(item('OPEN', ['Yusuf Demir', 'ADDITION_REQUESTED']))).toBe('Yusuf Demir asked to join');
    expect(peopleWords(item('OPEN', ['Ana Silva', 'ASSIGNED'], ['Yusuf Demir', 'PENDING_RESPONSE'], ['Old Hand', 'DELETED']))).toBe('Ana Silva; Yusuf Demir has not answered yet');
  });

  it('says nobody when nobody is on it, and cuts a long crew', () => {
    expect(peopleWords(item('OPEN', ['Ana Silva', 'DECLINED']))).toBe('Nobody yet');
    expect(peopleWords(item('OPEN', ['A', 'ASSIGNED'], ['B', 'ASSIGNED'], ['C', 'ASSIGNED']), 2)).toBe('A, B and 1 more');
  });
});

describe('coverWords', () => {
  it('counts who holds an item that needs more than one ("1 of 2"), the waiting and the gone not among them', () => {
    expect(coverWords(item('OPEN', ['Ana Silva', 'ASSIGNED'], ['Ben Okafor', 'PENDING_RESPONSE']), 2)).toBe('1 of 2');
    expect(coverWords(item('OPEN', ['Ana Silva', 'ACCEPTED'], ['Ben Okafor', 'REPLACEMENT_REQUESTED'], ['Cy Lee', 'DECLINED']), 3)).toBe('2 of 3');
    expect(coverWords(item('OPEN'), 2)).toBe('0 of 2');
    expect(coverWords(item('OPEN', ['A', 'ASSIGNED'], ['B', 'ASSIGNED'], ['C', 'ASSIGNED']), 2)).toBe('3 of 2');
  });

  it('says nothing more for an item that needs one, or one called off', () => {
    expect(coverWords(item('OPEN', ['Ana Silva', 'ASSIGNED']), 1)).toBeNull();
    expect(coverWords(item('CANCELLED', ['Ana Silva', 'ASSIGNED']), 2)).toBeNull();
  });
});

describe('isShortHanded', () => {
  it('is held by fewer than it needs, never when called off', () => {
    expect(isShortHanded(item('OPEN', ['Ana Silva', 'ASSIGNED'], ['Ben Okafor', 'PENDING_RESPONSE']), 2)).toBe(true);
    expect(isShortHanded(item('OPEN', ['Ana Silva', 'ASSIGNED']), 1)).toBe(false);
    expect(isShortHanded(item('OPEN', ['Ana Silva', 'ADDITION_REQUESTED']), 1)).toBe(true);
    expect(isShortHanded(item('DELETED'), 3)).toBe(false);
  });
});
