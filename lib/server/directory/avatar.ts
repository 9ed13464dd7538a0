import 'server-only';
import { type ImageAnswer } from '@/lib/server/upstream';
import { upstream } from '@/lib/server/service-connection';

/** A member's picture from the service (image/* of a capped size, checked by the client's reader). */
export function readAvatar(publicId: string): Promise<ImageAnswer> {
  return upstream().getAsset(publicId);
}
