import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { READ_ACCEPT } from '@/lib/http/gzip-body';
import { conditionalJson } from './conditional-json';

const answer = { body: new TextEncoder().encode('{"items":[]}'), etag: 'W/"abc"' };
const get = (ifNoneMatch?: string, accept?: string) =>
  new Request('http://127.0.0.1/api/x', { headers: { ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}), ...(accept ? { accept } : {}) } });

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

  it('sends the bytes gzipped once to a reader that accepts them, marked no-transform; JSON to any other', async () => {
    const zipped = { ...answer, gzipped: gzipSync(answer.body) };
    const ours = conditionalJson(get(undefined, READ_ACCEPT), zipped);
    expect(Object.fromEntries(ours.headers)).toMatchObject({ etag: 'W/"abc"', 'cache-control': 'private, no-store, no-transform', 'content-type': 'application/gzip', vary: 'accept' });
    expect(Buffer.from(await ours.arrayBuffer())).toEqual(zipped.gzipped);
    for (const accept of [undefined, 'application/json', '*/*', 'application/gzip;q=0, application/json']) {
      const other = conditionalJson(get(undefined, accept), zipped);
      expect(other.headers.get('content-type'), accept).toBe('application/json');
      expect(await other.text()).toBe('{"items":[]}');
    }
    expect(conditionalJson(get('W/"abc"', READ_ACCEPT), zipped).status).toBe(304);
  });
});
