import { describe, expect, it } from 'vitest';
import { conditionalJson } from './conditional-json';

const answer = { body: new TextEncoder().encode('{"items":[]}'), etag: 'W/"abc"' };
const get = (ifNoneMatch?: string) => new Request('http://127.0.0.1/api/x', { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('conditionalJson', () => {
  it('answers 200 with the bytes and the tag, private and never stored', async () => {
    const response = conditionalJson(get(), answer);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"items":[]}');
    expect(Object.fromEntries(response.headers)).toMatchObject({ etag: 'W/"abc"', 'cache-control': 'private, no-store', 'content-type': 'application/json' });
  });

  it('answers 304 without a body when If-None-Match names the tag (weakly, in a list, or *)', async () => {
    for (const header of ['W/"abc"', '"abc"', '"zzz", W/"abc"', '*']) {
      const response = conditionalJson(get(header), answer);
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe('W/"abc"');
    }
    expect(conditionalJson(get('W/"abd"'), answer).status).toBe(200);
  });
});
