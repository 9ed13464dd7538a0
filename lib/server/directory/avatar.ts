import 'server-only';
import { upstream, type ImageAnswer } from '@/lib/server/upstream';

/** A member's picture from the service (image/* of a capped size, checked by the client's reader). */
export function readAvatar(publicId: string): Promise<ImageAnswer> {
  return upstream().getAsset(publicId);
}
