import { describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptsGzip, conditionalJson } from './conditional-json';

const answer = { body: new TextEncoder().encode('{"items":[]}'), etag: 'W/"abc"' };
const get = (ifNoneMatch?: string) => new Request('http://127.0.0.1/api/x', { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('conditionalJson', () => {
  it('answers 200 with the bytes and the tag, private and never stored', async () => {
    const response = await conditionalJson(get(), answer);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"items":[]}');
    expect(Object.fromEntries(response.headers)).toMatchObject({ etag: 'W/"abc"', 'cache-control': 'private, no-store', 'content-type': 'application/json' });
  });

  it('answers 304 without a body when If-None-Match names the tag (weakly, in a list, or *)', async () => {
    for (const header of ['W/"abc"', '"abc"', '"zzz", W/"abc"', '*']) {
      const response = await conditionalJson(get(header), answer);
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe('W/"abc"');
    }
    expect((await conditionalJson(get('W/"abd"'), answer)).status).toBe(200);
  });

  it('sends the gzip made once to every browser that accepts it, and the plain bytes to others', async () => {
    let made = 0;
    const gzipped = gzipSync(answer.body);
    const shared = { ...answer, gzipped: async () => (made++, gzipped) };
    const withEncoding = (acceptEncoding: string) => new Request('http://127.0.0.1/api/x', { headers: { 'accept-encoding': acceptEncoding } });
    for (const header of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
      const response = await conditionalJson(withEncoding(header), shared);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('{"items":[]}');
    }
    for (const header of ['identity', 'gzip;q=0', 'br']) {
      const response = await conditionalJson(withEncoding(header), shared);
      expect(response.headers.get('content-encoding'), header).toBeNull();
      expect(await response.text()).toBe('{"items":[]}');
    }
    expect(acceptsGzip(null)).toBe(false);
    expect((await conditionalJson(withEncoding('gzip'), answer)).headers.get('content-encoding')).toBeNull(); // none made: plain
  });
});
