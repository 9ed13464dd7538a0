import { describe, expect, it } from 'vitest';
import { unstorableTextPaths } from './unstorable-text';

describe('unstorableTextPaths', () => {
  it('finds NUL and lone surrogates in nested strings and keys, and nothing in proper unicode', () => {
    const input = { name: 'ok 👩‍👩‍👧 مرحبا \u200b', notes: 'a\u0000b', list: ['fine', '\ud83d'], deep: { ['k\udc00']: 'v' } };
    expect(unstorableTextPaths(input)).toEqual(['notes', 'list.1', 'deep.k\udc00']);
    expect(unstorableTextPaths('\u0000')).toEqual(['root']);
    expect(unstorableTextPaths({ a: 1, b: null, c: [true] })).toEqual([]);
  });
});
