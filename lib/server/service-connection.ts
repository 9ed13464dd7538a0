import 'server-only';
import { serverEnv } from '@/lib/env';
import { recordAudit } from '@/lib/server/audit-trail';
import { getDb } from '@/lib/server/db';
import { changeNotices, type ChangeNotices } from '@/lib/server/db/change-notices';
import { processState } from '@/lib/server/process-state';
import { createSharedReads, createTokenStore, createUpstreamClient, dropShared, type SharedReads, type TokenStore, type UpstreamClient } from '@/lib/server/upstream';

// The app's service client and token store, built lazily on first use (never at import, so
// `next build` needs no configuration) from serverEnv() and the shared database. One per process:
// two stores would each keep their own single-flight renewal.

type App = { client: UpstreamClient; tokens: TokenStore; shared: SharedReads; notices?: ChangeNotices };
const holder = processState<{ app?: App }>('upstream', () => ({}));

function app(): App {
  if (holder.app) return holder.app;
  const env = serverEnv();
  const tokens = createTokenStore({
    db: getDb,
    audit: async (entry) => recordAudit(entry, await getDb()),
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
  // Several instances on one PostgreSQL hear of each other's writes (docs/decisions/shared-reads.md).
  const notices = env.DATABASE_URL
    ? changeNotices(env.DATABASE_URL, { changed: (organizationId) => dropShared(shared, organizationId), listening: (on) => shared.setKeeping(on) })
    : undefined;
  const sharing = { store: shared, published: notices?.publish };
  const client = createUpstreamClient({ baseUrl: env.SERVICE_BASE_URL, tokens, maxBodyBytes: env.serviceMaxResponseBytes, sharing });
  const created: App = { client, tokens, shared, notices };
  holder.app = created;
  return created;
}

/** The service client every domain service uses. */
export function upstream(): UpstreamClient {
  return app().client;
}

/** The service token store: status, manual renewal and adoption for the settings page. */
export function serviceTokens(): TokenStore {
  return app().tokens;
}

/** Range reads shared by every user of this process (and the conversions made from them). */
export function sharedReads(): SharedReads {
  return app().shared;
}

/** Tests that change the environment start from scratch. */
export function resetUpstreamForTests(): void {
  void holder.app?.notices?.close();
  holder.app = undefined;
}
