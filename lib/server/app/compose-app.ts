import 'server-only';
import type { ServerEnv } from '@/lib/env';
import { recordAudit } from '@/lib/server/audit-trail';
import type { AppServices } from '@/lib/server/access/services';
import { createScopeCheck } from '@/lib/server/access/scope-check';
import { createUserRateLimiter } from '@/lib/server/access/user-rate-limit';
import { changeNotices } from '@/lib/server/db/change-notices';
import type { Db } from '@/lib/server/db/types';
import { createWarmWorkers } from '@/lib/server/workers/warm-workers';
import { createSharedReads, createTokenStore, createUpstreamClient, dropShared } from '@/lib/server/upstream';

/** The app's services, and what to stop when they are no longer used (the change-notice connection, the workers). */
export type ComposedApp = { services: AppServices; close: () => Promise<void> };

// A warm worker (auto-fill's HiGHS) ends after this long without work: its memory back, its start paid again.
const WORKER_IDLE_MS = 2 * 60_000;

/**
 * Builds the app's services from its configuration and an open database: the one place that
 * decides what talks to what. The process builds one (process-app.ts); a test builds its own on
 * its own database and emulator. Opens nothing itself but, on PostgreSQL, the listening connection
 * through which several instances hear of each other's writes (docs/decisions/shared-reads.md).
 */
export function composeApp(env: ServerEnv, db: Db): ComposedApp {
  const tokens = createTokenStore({
    db,
    audit: (entry) => recordAudit(entry, db),
    encryptionKey: env.TOKEN_ENCRYPTION_KEY,
    baseUrl: env.SERVICE_BASE_URL,
    env: {
      accessToken: env.SERVICE_ACCESS_TOKEN,
      clientId: env.SERVICE_CLIENT_ID,
      clientSecret: env.SERVICE_CLIENT_SECRET,
      variant: env.SERVICE_TOKEN_VARIANT,
    },
  });
  const shared = createSharedReads({ ttlMs: env.sharedReadMs, maxBytes: env.sharedReadMaxBytes });
  const notices = env.DATABASE_URL
    ? changeNotices(env.DATABASE_URL, { changed: (organizationId) => dropShared(shared, organizationId), listening: (on) => shared.setKeeping(on) })
    : undefined;
  const upstream = createUpstreamClient({ baseUrl: env.SERVICE_BASE_URL, tokens, maxBodyBytes: env.serviceMaxResponseBytes, sharing: { store: shared, published: notices?.publish } });
  const services: AppServices = {
    env,
    db,
    upstream,
    tokens,
    shared,
    scope: createScopeCheck(upstream),
    rateLimit: createUserRateLimiter({ perMinute: env.USER_RATE_LIMIT_PER_MINUTE }),
    workers: createWarmWorkers({ idleMs: WORKER_IDLE_MS }),
  };
  return { services, close: async () => void (await Promise.all([notices?.close(), services.workers.close()])) };
}
