import 'server-only';
import { parseDatabaseEnv, parseServerEnv, type DatabaseEnv, type ServerEnv } from './env/server-env';

// The validated configuration. Read lazily (never at import) so `next build` runs without runtime
// secrets; the first server call that needs it fails with a message naming each bad variable.
// There are no client-side variables: the browser never needs configuration from here.
// The parsing lives in lib/env/ (values, company sign-in, the server as a whole).

export { DEFAULT_COPY_LEASE_SECONDS, INSECURE_DEMO_TOKEN_ENCRYPTION_KEY, parseDatabaseEnv, parseServerEnv, type DatabaseEnv, type ServerEnv } from './env/server-env';
export { OIDC_CALLBACK_PATH, type OidcEnv } from './env/oidc-env';
export { DEFAULT_USER_RATE_LIMIT_PER_MINUTE, LOG_LEVELS, logLevelOf, parseEncryptionKey, userRateLimitOf, type LogLevel } from './env/values';

let cachedServerEnv: ServerEnv | undefined;
let cachedDatabaseEnv: DatabaseEnv | undefined;

/** The server configuration from process.env, parsed on first use and then kept. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

export function databaseEnv(): DatabaseEnv {
  cachedDatabaseEnv ??= parseDatabaseEnv(process.env);
  return cachedDatabaseEnv;
}

/** Tests change process.env between cases; this forgets the parsed copies. */
export function resetEnvCache(): void {
  cachedServerEnv = undefined;
  cachedDatabaseEnv = undefined;
}
