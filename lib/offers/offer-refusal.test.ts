import { describe, expect, it } from 'vitest';
import { notOfferable } from './offer-refusal';

const shift = (...members: [string, string][]) => ({ type: 'MULTI_ASSIGNEE_SHIFT', status: 'OPEN', members: members.map(([userId, status]) => ({ type: 'USER', userId, status })) }) as never;

describe('notOfferable', () => {
  it('counts the places a shift needs: offerable while fewer hold it than it needs', () => {
    expect(notOfferable(shift(['a', 'PENDING_RESPONSE'], ['b', 'DECLINED']))).toBeNull();
    expect(notOfferable(shift(['a', 'ASSIGNED']))).toBe('Someone already holds this shift.');
    expect(notOfferable(shift(['a', 'ASSIGNED']), 2)).toBeNull();
    expect(notOfferable(shift(['a', 'ASSIGNED'], ['b', 'ACCEPTED']), 2)).toBe('All 2 places are held.');
    expect(notOfferable({ ...(shift() as object), type: 'TIME_OFF' } as never)).toBe('Only a shift can be offered.');
    expect(notOfferable({ ...(shift() as object), status: 'CANCELLED' } as never)).toBe('This shift is cancelled.');
  });

  it('finding a cover: the requester’s place counts as open, as long as they still ask to be replaced', () => {
    expect(notOfferable(shift(['a', 'REPLACEMENT_REQUESTED']), 1, 'a')).toBeNull();
    expect(notOfferable(shift(['a', 'REPLACEMENT_REQUESTED'], ['b', 'ASSIGNED']), 2, 'a')).toBeNull();
    expect(notOfferable(shift(['a', 'REPLACEMENT_REQUESTED']))).toBe('Someone already holds this shift.');
    expect(notOfferable(shift(['a', 'ASSIGNED']), 1, 'a')).toBe('This person no longer asks to be replaced.');
  });
});
