import { describe, expect, it } from 'vitest';
import { offerCountProblem } from './offer-input';

describe('offerCountProblem', () => {
  it('takes a whole number from 1 to the people free (and 20 at most); says what is wrong otherwise', () => {
    expect(offerCountProblem('3', 5)).toBeNull();
    expect(offerCountProblem(' 5 ', 5)).toBeNull();
    expect(offerCountProblem('', 5)).toBe('Enter how many people to offer it to');
    expect(offerCountProblem('0', 5)).toBe('At least 1 person');
    expect(offerCountProblem('2.5', 5)).toBe('A whole number of people');
    expect(offerCountProblem('three', 5)).toBe('Enter how many people to offer it to');
    expect(offerCountProblem('21', 30)).toBe('At most 20 people at once');
    expect(offerCountProblem('6', 5)).toBe('Only 5 people are free for this shift');
    expect(offerCountProblem('2', 1)).toBe('Only 1 person is free for this shift');
  });
});
