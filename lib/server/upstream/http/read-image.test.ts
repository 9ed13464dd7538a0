import { describe, expect, it } from 'vitest';
import { readImage } from './read-image';

// What the avatar proxy may pass on to browsers: the service's answer is a Response like any other.
const answer = (contentType: string, body = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') =>
  new Response(body, { headers: { 'content-type': contentType } });

describe('readImage', () => {
  it('passes raster pictures on', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'IMAGE/GIF; charset=binary']) {
      expect((await readImage()(answer(type, 'bytes'))).contentType).toBe(type.split(';')[0]!.toLowerCase());
    }
  });

  it('refuses SVG (a document that can carry script under our origin) and anything not a raster image', async () => {
    for (const type of ['image/svg+xml', 'IMAGE/SVG+XML; charset=utf-8', 'image/svg', 'text/html', 'application/octet-stream', '']) {
      await expect(readImage()(answer(type)), type).rejects.toMatchObject({ kind: 'unexpected', message: 'The service sent a profile picture that is not an image.' });
    }
  });
});
