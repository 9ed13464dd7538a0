import 'server-only';
import { serverEnv } from '@/lib/env';
import { recordAudit } from '@/lib/server/audit';
import { getDb } from '@/lib/server/db';
import { processState } from '@/lib/server/process-state';
import { createTokenStore, createUpstreamClient, type TokenStore, type UpstreamClient } from '@/lib/server/upstream';

// The app's service client and token store, built lazily on first use (never at import, so
// `next build` needs no configuration) from serverEnv() and the shared database. One per process:
// two stores would each keep their own single-flight renewal.

type App = { client: UpstreamClient; tokens: TokenStore };
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
  const created: App = { client: createUpstreamClient({ baseUrl: env.SERVICE_BASE_URL, tokens, maxBodyBytes: env.serviceMaxResponseBytes }), tokens };
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

/** Tests that change the environment start from scratch. */
export function resetUpstreamForTests(): void {
  holder.app = undefined;
}
