import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyText, bytesText, GZIP_MEDIA_TYPE } from './gzip-body';

describe('bodyText', () => {
  const json = JSON.stringify({ items: Array.from({ length: 2_000 }, (_, i) => ({ id: String(i), name: `Shift ${i}` })) });

  it('inflates a gzip body', async () => {
    const response = new Response(gzipSync(json), { headers: { 'content-type': GZIP_MEDIA_TYPE } });
    expect(await bodyText(response)).toBe(json);
  });

  it('reads any other body as it is', async () => {
    expect(await bodyText(new Response(json, { headers: { 'content-type': 'application/json' } }))).toBe(json);
    expect(await bodyText(new Response(null, { status: 304 }))).toBe('');
  });

  it('reads bytes already fetched the same way, by their content type', async () => {
    expect(await bytesText(gzipSync(json), GZIP_MEDIA_TYPE)).toBe(json);
    expect(await bytesText(new TextEncoder().encode(json), 'text/html; charset=utf-8')).toBe(json);
  });
});
