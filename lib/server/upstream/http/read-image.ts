import 'server-only';
import { refusedPicture } from '../errors';
import type { AnswerReader } from './send-once';

export interface ImageAnswer {
  bytes: Uint8Array;
  contentType: string;
}

export const DEFAULT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Reads a profile picture. Only image/* is accepted (the avatar proxy serves these bytes to
 * browsers: anything else could be HTML or script under our origin), and the size is capped
 * while streaming, so a huge or endless body is cut off instead of filling memory.
 */
export function readImage(maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): AnswerReader<ImageAnswer> {
  return async (response) => {
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!/^image\/[a-z0-9.+-]+$/.test(contentType)) {
      await response.body?.cancel();
      throw refusedPicture('not_image', response.status);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      throw refusedPicture('too_large', response.status);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw refusedPicture('too_large', response.status);
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { bytes, contentType };
  };
}
