import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE, unstorableTextErrors, unstorableTextPaths } from './unstorable-text';

describe('unstorableTextPaths', () => {
  it('finds NUL and lone surrogates in nested strings and keys, and nothing in proper unicode', () => {
    const input = { name: 'ok 👩‍👩‍👧 مرحبا \u200b', notes: 'a\u0000b', list: ['fine', '\ud83d'], deep: { ['k\udc00']: 'v' } };
    expect(unstorableTextPaths(input)).toEqual(['notes', 'list.1', 'deep.k\udc00']);
    expect(unstorableTextPaths('\u0000')).toEqual(['root']);
    expect(unstorableTextPaths({ a: 1, b: null, c: [true] })).toEqual([]);
  });
});

describe('unstorableTextErrors', () => {
  it('answers a 20,000-deep nested array with a message on its field instead of overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unstorableTextErrors({ name: 'fine', items: deep })).toEqual({ items: [TOO_DEEP_MESSAGE] });
    expect(Object.values(unstorableTextErrors(deep) ?? {})).toEqual([[TOO_DEEP_MESSAGE]]);
  });

  it(`accepts nesting up to ${MAX_INPUT_DEPTH} levels, still finding bad text inside`, () => {
    let nested: unknown = 'a\u0000';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) nested = { k: nested };
    expect(unstorableTextErrors(nested)).toEqual({ [Array(MAX_INPUT_DEPTH).fill('k').join('.')]: [UNSTORABLE_TEXT_MESSAGE] });
    expect(unstorableTextErrors({ k: nested })).toEqual({ k: [TOO_DEEP_MESSAGE] });
  });
});
