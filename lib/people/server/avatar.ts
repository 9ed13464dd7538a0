import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { type ImageAnswer } from '@/lib/server/upstream';
import type { AppServices } from '@/lib/server/access';
import { userProfiles } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

/** Private: only signed-in browsers may hold it. A year: the id names one picture, never another. */
export const AVATAR_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The picture's id is its version. */
export function assetEtag(publicId: string): string {
  return `"asset-${publicId}"`;
}

/**
 * Whether the picture is of someone Shiftdesk has seen in its scope: the directory keeps the
 * profile (with its picture id) of every person it read for an organization, item or page in scope.
 */
async function isPictureOfSomeoneSeen(db: Db, publicId: string): Promise<boolean> {
  const [row] = await db.select({ userId: userProfiles.userId }).from(userProfiles).where(eq(userProfiles.avatarPublicId, publicId)).limit(1);
  return row !== undefined;
}

/**
 * A member's picture from the service (image/* of a capped size, checked by the client's reader).
 * The token reads any person's picture, so only those of people Shiftdesk has seen in scope are
 * passed on; any other id is "not found", and the service is not asked.
 */
export async function readAvatar({ upstream, db }: AppServices, publicId: string): Promise<ImageAnswer> {
  if (!(await isPictureOfSomeoneSeen(db, publicId))) throw new AppError('not_found', 'No such picture.');
  return upstream.getAsset(publicId);
}
