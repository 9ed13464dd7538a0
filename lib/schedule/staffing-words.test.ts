import { describe, expect, it } from 'vitest';
import { peopleWords, staffingState, staffingWord } from './staffing-words';

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
