import 'server-only';
import { AppError } from '@/lib/errors';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { TtlCache } from '@/lib/server/cache/ttl-cache';

// Does the service know this organization or enterprise? Asked before a page under it is drawn.
// Only "yes" is remembered (five minutes, per process): a "no" may become a "yes" as soon as the
// product creates it, and a failure says nothing. Pages are drawn with the answer, so the cache
// keeps a manager's tab changes from paying a round trip each.

export type Known = 'known' | 'unknown' | 'cannot-tell';

type KnownClient = Pick<UpstreamClient, 'getOrganization' | 'getEnterprise'>;

/**
 * `deadlineMs`: the page waits this long for the answer, not the client's whole retry budget
 * (three tries of 8 s when the service hangs): nothing is sent before it, and "cannot tell"
 * draws the page anyway. A late "yes" still lands in the cache for the next request.
 */
export function createKnownIds(client: KnownClient, { ttlMs = 5 * 60_000, deadlineMs = 1_500 } = {}) {
  const cache = new TtlCache<string, true>({ ttlMs, failureTtlMs: 0, maxEntries: 2_000 });

  function ask(key: string, read: () => Promise<unknown>): Promise<Known> {
    const answer = cache.get(key, async () => (await read(), true)).then(
      (): Known => 'known',
      (error): Known => (error instanceof AppError && error.kind === 'not_found' ? 'unknown' : 'cannot-tell'),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<Known>((resolve) => {
      timer = setTimeout(() => resolve('cannot-tell'), deadlineMs);
    });
    return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
  }

  return {
    organization: (id: string) => ask(`organization:${id}`, () => client.getOrganization(id)),
    enterprise: (id: string) => ask(`enterprise:${id}`, () => client.getEnterprise(id)),
  };
}

export type KnownIds = ReturnType<typeof createKnownIds>;
