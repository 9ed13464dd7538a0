import 'server-only';
import { AppError } from '@/lib/errors';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { TtlCache } from './ttl-cache';

// Does the service know this organization or enterprise? Asked before a page under it is drawn.
// Only "yes" is remembered (five minutes, per process): a "no" may become a "yes" as soon as the
// product creates it, and a failure says nothing. Pages are drawn with the answer, so the cache
// keeps a manager's tab changes from paying a round trip each.

export type Known = 'known' | 'unknown' | 'cannot-tell';

type KnownClient = Pick<UpstreamClient, 'getOrganization' | 'getEnterprise'>;

export function createKnownIds(client: KnownClient, ttlMs = 5 * 60_000) {
  const cache = new TtlCache<string, true>({ ttlMs, failureTtlMs: 0, maxEntries: 2_000 });

  async function ask(key: string, read: () => Promise<unknown>): Promise<Known> {
    try {
      await cache.get(key, async () => (await read(), true));
      return 'known';
    } catch (error) {
      return error instanceof AppError && error.kind === 'not_found' ? 'unknown' : 'cannot-tell';
    }
  }

  return {
    organization: (id: string) => ask(`organization:${id}`, () => client.getOrganization(id)),
    enterprise: (id: string) => ask(`enterprise:${id}`, () => client.getEnterprise(id)),
  };
}

export type KnownIds = ReturnType<typeof createKnownIds>;
