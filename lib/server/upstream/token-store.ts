import 'server-only';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/server/db/types';
import { createUpstreamClient } from './client';
import { noServiceToken } from './errors';
import type { TokenSource } from './http/http-client';
import { adoptLocked, exchangeCodeLocked, type CredentialsInput } from './token/adoption';
import type { Actor, TokenAuditEntry, TokenContext } from './token/context';
import type { TokenExchanger } from './token/exchange';
import { renewLocked, type RenewalReason } from './token/renewal';
import { isRenewalDue } from './token/renewal-timing';
import { envTokenHash, forgetPreviousToken, readStoredToken, UnreadableTokenError, type StoredToken, type TokenVariant } from './token/stored-token';
import { emptyStatus, statusOf, type TokenStatus } from './token/token-status';
import { errorFields, log } from '@/lib/server/log/logger';

// The service token as the rest of the server sees it. The database row is the source of truth
// (encrypted at rest); this process keeps a decrypted copy for a few seconds so a busy page does
// not read the row for every request. Renewals are single-flight in the process (one promise
// shared by every caller) and across instances (the advisory lock in token/token-lock.ts).

export interface TokenStoreOptions {
  /** The database, or how to get it lazily. */
  db: Db | (() => Promise<Db>);
  /** 32 bytes (TOKEN_ENCRYPTION_KEY). */
  encryptionKey: Uint8Array;
  baseUrl: string;
  /** First credentials from the environment. */
  env?: { accessToken?: string; clientId?: string; clientSecret?: string; variant?: TokenVariant };
  /** The token endpoints; by default a client of baseUrl with `fetch`. */
  exchanger?: TokenExchanger;
  fetch?: typeof fetch;
  /** Writes the store's audit entries (renewals, adoptions); the app passes recordAudit. */
  audit: (entry: TokenAuditEntry) => Promise<void>;
  now?: () => number;
  /** How long a row read from the database is trusted before reading it again. */
  cacheMs?: number;
}

const DEFAULT_CACHE_MS = 15_000;
/** After a failed scheduled renewal, the current (still valid) token is used this long before trying again. */
const RENEWAL_RETRY_MS = 60_000;

function storageError(cause: unknown): AppError {
  if (cause instanceof AppError) return cause;
  return new AppError('unavailable', 'Shiftdesk could not read its service token from its database. Try again in a moment.', { cause });
}

function unreadableToken(): AppError {
  return new AppError('unauthorised', 'The stored service token cannot be opened (was TOKEN_ENCRYPTION_KEY changed?). An admin must connect the token again in Settings.');
}

export function createTokenStore(options: TokenStoreOptions) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  const dbHandle = options.db;
  const getDb = typeof dbHandle === 'function' ? dbHandle : async () => dbHandle;
  const env = { ...options.env, variant: options.env?.variant ?? 'connect' };
  const ctx: TokenContext = {
    db: getDb,
    key: options.encryptionKey,
    exchanger: options.exchanger ?? createUpstreamClient({ baseUrl: options.baseUrl, fetch: options.fetch }),
    now,
    env,
  };
  const audit = options.audit;

  let cached: { token: StoredToken; readAt: number } | undefined;
  let renewing: Promise<StoredToken> | undefined;
  let loading: Promise<StoredToken> | undefined;
  let renewalRetryAt = 0;
  let refusedRenewal: { token: string; until: number } | undefined;
  let confirming: string | undefined;

  function remember(token: StoredToken): StoredToken {
    cached = { token, readAt: now() };
    return token;
  }

  /** Runs a locked operation and writes its audit entries once it has committed (or failed). */
  async function audited<T>(work: (sink: TokenAuditEntry[]) => Promise<T>): Promise<T> {
    const sink: TokenAuditEntry[] = [];
    try {
      return await work(sink);
    } finally {
      for (const entry of sink) await audit(entry);
    }
  }

  const envChanged = (token: StoredToken) => env.accessToken !== undefined && token.envTokenHash !== envTokenHash(env.accessToken);

  async function readFresh(): Promise<StoredToken> {
    let token: StoredToken | undefined;
    let unreadable = false;
    try {
      token = await readStoredToken(await getDb(), ctx.key);
    } catch (error) {
      if (!(error instanceof UnreadableTokenError)) throw storageError(error);
      unreadable = true;
    }
    if (token && !envChanged(token)) return remember(token);
    if (!env.accessToken) {
      if (unreadable) throw unreadableToken();
      throw noServiceToken();
    }
    // No row yet, or the operator put a new token in the environment: adopt it (once, under the lock).
    const hash = envTokenHash(env.accessToken);
    const adopted = await audited((sink) =>
      adoptLocked(ctx, { token: env.accessToken as string, source: 'env', keepExisting: (existing) => existing.envTokenHash === hash }, sink),
    );
    return remember(adopted);
  }

  /** The current row: the cached copy while fresh, else read again (one read shared by all). */
  function load(force = false): Promise<StoredToken> {
    if (!force && cached && now() - cached.readAt < cacheMs) return Promise.resolve(cached.token);
    loading ??= readFresh().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function renew(reason: RenewalReason): Promise<StoredToken> {
    renewing ??= audited((sink) => renewLocked(ctx, reason, sink))
      .then(remember, (error: unknown) => {
        // Set here, not by the caller, so callers that were waiting on this renewal see it too.
        renewalRetryAt = now() + RENEWAL_RETRY_MS;
        throw error;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  const source: TokenSource = {
    async accessToken() {
      let token = await load();
      if (renewing) token = await renewing.catch(() => token);
      if (isRenewalDue(token, now()) && now() >= renewalRetryAt) {
        try {
          token = await renew({ kind: 'due' });
        } catch (error) {
          // The token is still valid for a while (a third of its lifetime): keep using it.
          log().warn(errorFields(error), 'scheduled token renewal failed; the current token stays in use');
        }
      }
      return token.accessToken;
    },

    async afterUnauthorized(rejected) {
      if (renewing) await renewing.catch(() => undefined);
      const fresh = await load(true);
      // Another instance (or an admin) replaced the token meanwhile: use theirs.
      if (fresh.accessToken !== rejected) return fresh.accessToken;
      // The new token is refused before it ever worked: fall back to the one that did.
      if (fresh.previousToken && fresh.previousToken !== rejected) return fresh.previousToken;
      if (refusedRenewal && refusedRenewal.token === rejected && now() < refusedRenewal.until) return undefined;
      try {
        const renewed = await renew({ kind: 'rejected', token: rejected });
        return renewed.accessToken !== rejected ? renewed.accessToken : undefined;
      } catch {
        refusedRenewal = { token: rejected, until: now() + RENEWAL_RETRY_MS };
        return undefined;
      }
    },

    confirm(token) {
      const current = cached?.token;
      if (!current?.previousToken || current.accessToken !== token || confirming === token) return;
      confirming = token;
      void getDb()
        .then((db) => forgetPreviousToken(db, current.updatedAt))
        .then(() => {
          if (cached?.token === current) cached.token = { ...current, previousToken: undefined };
        })
        .catch((error: unknown) => {
          confirming = undefined;
          log().warn(errorFields(error), 'could not forget the previous service token');
        });
    },
  };

  return {
    ...source,

    /** For the settings page and every page's banner: dates, scopes, source - never the token itself. */
    async getTokenStatus(): Promise<TokenStatus> {
      // Every page's banner asks this: the copy kept for requests answers while fresh (no row read).
      if (cached && now() - cached.readAt < cacheMs) return statusOf(options.baseUrl, cached.token, now());
      try {
        const token = await readStoredToken(await getDb(), ctx.key);
        return token ? statusOf(options.baseUrl, token, now()) : emptyStatus(options.baseUrl, env, false);
      } catch (error) {
        if (error instanceof UnreadableTokenError) return emptyStatus(options.baseUrl, env, true);
        throw storageError(error);
      }
    },

    /** Renews now (an admin's button); the renewed token is committed before this returns. */
    async renewNow(actor?: Actor): Promise<TokenStatus> {
      await load();
      return statusOf(options.baseUrl, await renew({ kind: 'manual', actor }), now());
    },

    /**
     * Stores a token an admin pasted. With `known` expiry it is stored as is; otherwise it is
     * exchanged once to learn its expiry (a token the service refuses is reported, not stored).
     */
    async adoptToken(token: string, extra: { credentials?: CredentialsInput; known?: { expiresAt: Date; issuedAt?: Date; scopes?: string[] }; actor?: Actor } = {}): Promise<TokenStatus> {
      const trimmed = token.trim();
      if (!trimmed) throw new AppError('invalid_input', 'Paste the access token.', { fieldErrors: { accessToken: ['Required'] } });
      const stored = await audited((sink) => adoptLocked(ctx, { token: trimmed, source: 'admin', credentials: extra.credentials, known: extra.known, actor: extra.actor }, sink));
      return statusOf(options.baseUrl, remember(stored), now());
    },

    /** Exchanges an authorization code an admin pasted (variant B) and stores the new token. */
    async exchangeAuthorizationCode(code: string, extra: { credentials?: CredentialsInput; actor?: Actor } = {}): Promise<TokenStatus> {
      const trimmed = code.trim();
      if (!trimmed) throw new AppError('invalid_input', 'Paste the authorization code.', { fieldErrors: { code: ['Required'] } });
      const stored = await audited((sink) => exchangeCodeLocked(ctx, trimmed, extra.credentials, extra.actor ?? null, sink));
      return statusOf(options.baseUrl, remember(stored), now());
    },

    /** Drops the in-memory copy (tests; after an admin change made by another module). */
    forget(): void {
      cached = undefined;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
