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
 * Reads a profile picture. Only image/* is accepted (the avatar proxy serves these bytes to
 * browsers: anything else could be HTML or script under our origin), and the size is capped
 * (read-capped.ts).
 */
export function readImage(maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): AnswerReader<ImageAnswer> {
  return async (response) => {
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!/^image\/[a-z0-9.+-]+$/.test(contentType)) {
      await response.body?.cancel();
      throw refusedPicture('not_image', response.status);
    }
    const bytes = await readCappedBytes(response, maxBytes);
    if (bytes === null) throw refusedPicture('too_large', response.status);
    return { bytes, contentType };
  };
}
