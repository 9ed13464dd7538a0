import 'server-only';
import { refusedPicture } from '../errors';
import { readCappedBytes } from './read-capped';
import type { AnswerReader } from './send-once';

export interface ImageAnswer {
  bytes: Uint8Array;
  contentType: string;
}

export const DEFAULT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The picture types passed on: raster images only. Not image/svg+xml: an SVG is a document that
 * can carry script and links, and the avatar proxy serves these bytes under our own origin.
 */
export const ALLOWED_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/**
 * Reads a profile picture. Only the raster types above are accepted (the avatar proxy serves these
 * bytes to browsers: anything else could be HTML or script under our origin), and the size is
 * capped (read-capped.ts).
 */
export function readImage(maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): AnswerReader<ImageAnswer> {
  return async (response) => {
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ALLOWED_IMAGE_TYPES.has(contentType)) {
      await response.body?.cancel();
      throw refusedPicture('not_image', response.status);
    }
    const bytes = await readCappedBytes(response, maxBytes);
    if (bytes === null) throw refusedPicture('too_large', response.status);
    return { bytes, contentType };
  };
}
