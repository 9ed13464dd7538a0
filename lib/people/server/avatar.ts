import 'server-only';
import { type ImageAnswer } from '@/lib/server/upstream';
import type { AppServices } from '@/lib/server/access';

/** Private: only signed-in browsers may hold it. A year: the id names one picture, never another. */
export const AVATAR_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The picture's id is its version. */
export function assetEtag(publicId: string): string {
  return `"asset-${publicId}"`;
}

/** A member's picture from the service (image/* of a capped size, checked by the client's reader). */
export function readAvatar({ upstream }: AppServices, publicId: string): Promise<ImageAnswer> {
  return upstream.getAsset(publicId);
}
