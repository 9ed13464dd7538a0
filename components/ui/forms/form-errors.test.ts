import { describe, expect, it } from 'vitest';
import { retryAdvice, splitFieldErrors } from '@/components/ui/forms/form-errors';

describe('splitFieldErrors', () => {
  it('puts the first message of each known field on it, in field order, and the rest aside', () => {
    const split = splitFieldErrors({ timeZone: ['Bad zone', 'Second'], organizationId: ['Bad id'], _form: ['Whole form'], root: ['Whole form'] }, [
      'organizationId',
      'timeZone',
    ] as const);
    expect(split.fields).toEqual([
      ['organizationId', 'Bad id'],
      ['timeZone', 'Bad zone'],
    ]);
    expect(split.rest).toEqual(['Whole form']);
  });

  it('handles no field errors', () => {
    expect(splitFieldErrors(undefined, ['a'] as const)).toEqual({ fields: [], rest: [] });
  });
});

describe('retryAdvice', () => {
  it('says to retry only when it may help', () => {
    expect(retryAdvice({ kind: 'unavailable', retryable: true })).toMatch(/try again in a moment/);
    expect(retryAdvice({ kind: 'invalid_input', retryable: false })).toMatch(/highlighted fields/);
    expect(retryAdvice({ kind: 'invalid_input', retryable: false }, { highlighted: false })).not.toMatch(/highlighted/);
    expect(retryAdvice({ kind: 'unauthorised', retryable: false })).toMatch(/will not help/);
  });
});
