import 'server-only';
import pLimit from 'p-limit';
import type { User } from '@/lib/contract/directory';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { TtlCache } from './ttl-cache';

// User profiles, looked up one request per user (the interface has no batch read). A 500-member
// organization must neither fire 500 requests at once (the service would rate-limit us) nor wait
// for them one by one, so look-ups share one bounded pool, and answers are cached per process.

export interface UserProfile {
  userId: string;
  fullName: string;
  avatarPublicId: string | undefined;
  /** False when the look-up failed and fullName is the "Unknown user" placeholder. */
  resolved: boolean;
}

export interface UserProfilesOptions {
  concurrency?: number;
  ttlMs?: number;
  maxEntries?: number;
}

export const USER_LOOKUP_CONCURRENCY = 12;

function unknownUser(userId: string): UserProfile {
  return { userId, fullName: `Unknown user ${userId}`, avatarPublicId: undefined, resolved: false };
}

function profileOf(userId: string, user: User): UserProfile {
  const name = user.fullName?.trim();
  return { userId, fullName: name ? name : `User ${userId}`, avatarPublicId: user.avatarPublicId, resolved: true };
}

export function createUserProfiles(client: Pick<UpstreamClient, 'getUser'>, options: UserProfilesOptions = {}) {
  const limit = pLimit(options.concurrency ?? USER_LOOKUP_CONCURRENCY);
  const cache = new TtlCache<string, User>({
    ttlMs: options.ttlMs ?? 5 * 60_000,
    failureTtlMs: 30_000,
    maxEntries: options.maxEntries ?? 5_000,
  });

  /** One profile; a failed look-up degrades to "Unknown user <id>" instead of failing the page. */
  async function getProfile(userId: string): Promise<UserProfile> {
    try {
      return profileOf(userId, await cache.get(userId, () => limit(() => client.getUser(userId))));
    } catch {
      return unknownUser(userId);
    }
  }

  /** Profiles of many users, keyed by id, de-duplicated, with bounded concurrency. */
  async function getProfiles(userIds: Iterable<string>): Promise<Map<string, UserProfile>> {
    const unique = [...new Set(userIds)];
    const profiles = await Promise.all(unique.map(getProfile));
    return new Map(profiles.map((p) => [p.userId, p]));
  }

  return { getProfile, getProfiles, clear: () => cache.clear() };
}

export type UserProfiles = ReturnType<typeof createUserProfiles>;
