import 'server-only';
import pLimit from 'p-limit';
import type { User } from '@/lib/contract/directory';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { errorFields, log } from '@/lib/server/log/logger';
import type { ProfileStore, StoredProfile } from './profile-store';

// User profiles. The interface reads them one request per user (no batch read), so a 500-member
// organization costs 500 requests the first time. They are kept in the database (shared by every
// instance, kept across restarts) with a copy in memory, and served stale-while-revalidate: a
// profile older than `refreshAfterMs` is shown at once and read again in the background. Reads of
// the service share one bounded pool (500 at once would be rate-limited; one by one too slow), and
// two pages asking for the same person share one request.

export interface UserProfile {
  userId: string;
  fullName: string;
  avatarPublicId: string | undefined;
  /** False when the look-up failed and fullName is the "Unknown user" placeholder. */
  resolved: boolean;
}

export interface UserProfilesOptions {
  concurrency?: number;
  /** Where profiles are kept; without one, memory only. */
  store?: ProfileStore;
  /** A profile read longer ago than this is still shown, and read again in the background. */
  refreshAfterMs?: number;
  /** Profiles kept in memory (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

export const USER_LOOKUP_CONCURRENCY = 12;
export const DEFAULT_PROFILE_REFRESH_MS = 60 * 60_000;
/** A failed look-up is not retried for this long, so a broken user does not cost a call per page. */
const FAILURE_MEMORY_MS = 30_000;

function unknownUser(userId: string): UserProfile {
  return { userId, fullName: `Unknown user ${userId}`, avatarPublicId: undefined, resolved: false };
}

function shown(profile: StoredProfile): UserProfile {
  const name = profile.fullName?.trim();
  return { userId: profile.userId, fullName: name ? name : `User ${profile.userId}`, avatarPublicId: profile.avatarPublicId, resolved: true };
}

export function createUserProfiles(client: Pick<UpstreamClient, 'getUser'>, options: UserProfilesOptions = {}) {
  const limit = pLimit(options.concurrency ?? USER_LOOKUP_CONCURRENCY);
  const now = options.now ?? Date.now;
  const refreshAfterMs = options.refreshAfterMs ?? DEFAULT_PROFILE_REFRESH_MS;
  const maxEntries = options.maxEntries ?? 5_000;
  const memory = new Map<string, StoredProfile>();
  const failedUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<StoredProfile>>();
  /** Counts changes to what a profile shows, so that names made from profiles know when to be made again. */
  let shownEpoch = 0;

  function remember(profile: StoredProfile): void {
    const before = memory.get(profile.userId);
    if (before?.fullName !== profile.fullName || before?.avatarPublicId !== profile.avatarPublicId) shownEpoch += 1;
    memory.delete(profile.userId); // re-inserted last: Map order is age order
    memory.set(profile.userId, profile);
    for (const key of memory.keys()) {
      if (memory.size <= maxEntries) break;
      memory.delete(key);
    }
  }

  function fetchOne(userId: string): Promise<StoredProfile> {
    const running = inFlight.get(userId);
    if (running) return running;
    const read = limit(async () => {
      const user: User = await client.getUser(userId);
      return { userId, fullName: user.fullName, avatarPublicId: user.avatarPublicId, fetchedAt: now() };
    });
    inFlight.set(userId, read);
    read.then(remember, () => failedUntil.set(userId, now() + FAILURE_MEMORY_MS)).finally(() => inFlight.delete(userId));
    return read;
  }

  /** Reads these users from the service and keeps what came back; failures are left out. */
  async function fetchAndKeep(userIds: readonly string[]): Promise<StoredProfile[]> {
    const settled = await Promise.allSettled(userIds.map(fetchOne));
    const read = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    if (read.length > 0 && options.store) {
      // Losing the database costs the next instance or restart a re-read, never this page.
      await options.store.write(read).catch((error: unknown) => log().warn(errorFields(error), 'could not keep user profiles'));
    }
    return read;
  }

  async function fromStore(userIds: readonly string[]): Promise<StoredProfile[]> {
    if (!options.store || userIds.length === 0) return [];
    try {
      const stored = await options.store.read(userIds);
      stored.forEach(remember);
      return stored;
    } catch (error) {
      log().warn(errorFields(error), 'could not read kept user profiles; asking the service');
      return [];
    }
  }

  /** Profiles of many users, keyed by id: kept ones at once, missing ones read (bounded pool). */
  async function getProfiles(userIds: Iterable<string>): Promise<Map<string, UserProfile>> {
    const unique = [...new Set(userIds)];
    const known = new Map<string, StoredProfile>();
    for (const id of unique) {
      const kept = memory.get(id);
      if (kept) known.set(id, kept);
    }
    for (const profile of await fromStore(unique.filter((id) => !known.has(id)))) known.set(profile.userId, profile);

    const mayAsk = (id: string) => !inFlight.has(id) && (failedUntil.get(id) ?? 0) <= now();
    const stale = [...known.values()].filter((p) => now() - p.fetchedAt > refreshAfterMs && mayAsk(p.userId)).map((p) => p.userId);
    if (stale.length > 0) void fetchAndKeep(stale); // shown as kept; the next page gets the fresh ones

    const missing = unique.filter((id) => !known.has(id) && (inFlight.has(id) || mayAsk(id)));
    for (const profile of await fetchAndKeep(missing)) known.set(profile.userId, profile);

    return new Map(unique.map((id) => [id, known.has(id) ? shown(known.get(id)!) : unknownUser(id)]));
  }

  async function getProfile(userId: string): Promise<UserProfile> {
    return (await getProfiles([userId])).get(userId)!;
  }

  /** Forgets what this process holds in memory (the database keeps its copy). */
  function clear(): void {
    memory.clear();
    failedUntil.clear();
    shownEpoch += 1;
  }

  /** Changes whenever a profile's name or avatar as shown may have changed (unchanged: names made before still hold). */
  const epoch = () => shownEpoch;

  return { getProfile, getProfiles, clear, epoch };
}

export type UserProfiles = ReturnType<typeof createUserProfiles>;
