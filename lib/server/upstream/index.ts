import 'server-only';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { createUpstreamClient, type UpstreamClient } from './client';
import { createTokenStore, type TokenStore } from './token-store';

// The app-wide service client and token store, built lazily on first use (never at import, so
// `next build` needs no configuration) from serverEnv() and the shared database. Kept on
// globalThis: Next's dev server re-evaluates modules on edits, and two stores in one process
// would each keep their own single-flight renewal.

type App = { client: UpstreamClient; tokens: TokenStore };
const key = Symbol.for('shiftdesk.upstream');
const scope = globalThis as typeof globalThis & { [key]?: App };

function app(): App {
  const existing = scope[key];
  if (existing) return existing;
  const env = serverEnv();
  const tokens = createTokenStore({
    db: getDb,
    encryptionKey: env.TOKEN_ENCRYPTION_KEY,
    baseUrl: env.SERVICE_BASE_URL,
    env: {
      accessToken: env.SERVICE_ACCESS_TOKEN,
      clientId: env.SERVICE_CLIENT_ID,
      clientSecret: env.SERVICE_CLIENT_SECRET,
      variant: env.SERVICE_TOKEN_VARIANT,
    },
  });
  const created: App = { client: createUpstreamClient({ baseUrl: env.SERVICE_BASE_URL, tokens }), tokens };
  scope[key] = created;
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
  delete scope[key];
}

export { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from './client';
export { createTokenStore, type TokenStore, type TokenStoreOptions } from './token-store';
export { staticTokenSource } from './static-token-source';
export type { TokenSource } from './http/http-client';
export type { TokenStatus } from './token/token-status';
export type { TokenGrant } from './endpoints/tokens';
export type { ImageAnswer } from './http/read-image';
export type { TimeRange } from './calendar/range-chunks';
export type { DirectoryRef } from './endpoints/directory';
