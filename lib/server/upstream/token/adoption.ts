import 'server-only';
import { AppError } from '@/lib/errors';
import type { Actor, AuditSink, TokenContext } from './context';
import { exchangeToken, storedFromGrant, type ClientCredentials } from './exchange';
import { requestedExpirationTime } from './renewal-timing';
import { envTokenHash, readStoredToken, UnreadableTokenError, writeStoredToken, type StoredToken, type TokenVariant } from './stored-token';
import { withTokenLock } from './token-lock';

// Taking a token from outside: the environment's first token, a token or an authorization code
// pasted by an admin. All under the same lock as renewal, so a start-up adoption on two instances
// at once exchanges the first token only once.

export interface AdoptInput {
  token: string;
  source: 'env' | 'admin';
  credentials?: Partial<ClientCredentials>;
  /** Expiry the caller already knows: then no exchange is needed to learn it. */
  known?: { expiresAt: Date; issuedAt?: Date; scopes?: string[] };
  actor?: Actor;
  /** Env bootstrap: another instance may have adopted it while we waited for the lock. */
  keepExisting?: (existing: StoredToken) => boolean;
}

export interface CredentialsInput {
  clientId?: string;
  clientSecret?: string;
  variant?: TokenVariant;
}

async function readOrNothing(tx: Parameters<typeof readStoredToken>[0], key: Uint8Array): Promise<StoredToken | undefined> {
  try {
    return await readStoredToken(tx, key);
  } catch (error) {
    // An unreadable row (the encryption key changed) is about to be replaced: nothing to keep.
    if (error instanceof UnreadableTokenError) return undefined;
    throw error;
  }
}

function credentialsFor(ctx: TokenContext, source: 'env' | 'admin', input: CredentialsInput | undefined, existing: StoredToken | undefined): ClientCredentials {
  // The environment's credentials win for the environment's token; an admin's input wins for theirs.
  const first = source === 'env' ? ctx.env : (input ?? {});
  const second = source === 'env' ? existing : existing ?? ctx.env;
  return {
    clientId: first.clientId ?? second?.clientId ?? ctx.env.clientId,
    clientSecret: first.clientSecret ?? second?.clientSecret ?? ctx.env.clientSecret,
    variant: first.variant ?? second?.variant ?? ctx.env.variant,
  };
}

function canExchange(creds: ClientCredentials): boolean {
  return Boolean(creds.clientId) && (creds.variant === 'connect' || Boolean(creds.clientSecret));
}

function plainToken(token: string, creds: ClientCredentials, hash: string | undefined, source: 'env' | 'admin', now: number, known?: AdoptInput['known']): StoredToken {
  return {
    accessToken: token,
    previousToken: undefined,
    expiresAt: known?.expiresAt,
    issuedAt: known?.issuedAt ?? new Date(now),
    lastRenewedAt: undefined,
    tokenId: undefined,
    scopes: known?.scopes,
    target: undefined,
    targetId: undefined,
    ...creds,
    source,
    envTokenHash: hash,
    updatedAt: new Date(now),
  };
}

/**
 * Stores a token from outside. When its expiry is unknown, it is exchanged once to learn it; if
 * that fails the token is kept as it is (renewal on 401 covers it) - except for an admin's token
 * the service refuses outright, which is reported instead of stored.
 */
export async function adoptLocked(ctx: TokenContext, input: AdoptInput, audit: AuditSink): Promise<StoredToken> {
  const db = await ctx.db();
  let exchanged: 'yes' | 'no' | 'failed' = 'no';
  let kept = false;
  const stored = await withTokenLock(db, async (tx) => {
    const existing = await readOrNothing(tx, ctx.key);
    if (existing && input.keepExisting?.(existing)) {
      kept = true;
      return existing;
    }
    const now = ctx.now();
    const creds = credentialsFor(ctx, input.source, input.credentials, existing);
    const hash = input.source === 'env' ? envTokenHash(input.token) : (existing?.envTokenHash ?? (ctx.env.accessToken ? envTokenHash(ctx.env.accessToken) : undefined));
    let next = plainToken(input.token, creds, hash, input.source, now, input.known);
    if (!input.known && canExchange(creds)) {
      try {
        const grant = await exchangeToken(ctx.exchanger, input.token, creds, now);
        next = storedFromGrant(grant, { ...creds, envTokenHash: hash }, { source: input.source, previousToken: input.token, now, renewed: true });
        exchanged = 'yes';
      } catch (error) {
        const refused = error instanceof AppError && (error.kind === 'unauthorised' || error.kind === 'invalid_input');
        if (input.source === 'admin' && refused) throw error;
        exchanged = 'failed';
      }
    }
    await writeStoredToken(tx, ctx.key, next);
    return next;
  });
  if (!kept) {
    audit.push({
      action: 'token.adopted',
      outcome: 'success',
      actor: input.actor ?? null,
      target: { type: 'service_token', id: stored.tokenId ?? 'primary' },
      detail: { source: input.source, exchanged, expiresAt: stored.expiresAt?.toISOString() ?? null, variant: stored.variant },
    });
  }
  return stored;
}

/** Exchanges an authorization code (variant B) and stores the token it gives. */
export async function exchangeCodeLocked(ctx: TokenContext, code: string, input: CredentialsInput | undefined, actor: Actor, audit: AuditSink): Promise<StoredToken> {
  const db = await ctx.db();
  const stored = await withTokenLock(db, async (tx) => {
    const existing = await readOrNothing(tx, ctx.key);
    const now = ctx.now();
    const creds = credentialsFor(ctx, 'admin', input, existing);
    if (!creds.clientId) throw new AppError('invalid_input', 'A client id is needed to use an authorization code.', { fieldErrors: { clientId: ['Required'] } });
    const grant = await ctx.exchanger.exchangeTokenB({
      code,
      clientId: creds.clientId,
      ...(creds.clientSecret ? { clientSecret: creds.clientSecret } : {}),
      expirationTime: requestedExpirationTime(now),
    });
    const hash = existing?.envTokenHash ?? (ctx.env.accessToken ? envTokenHash(ctx.env.accessToken) : undefined);
    const next = storedFromGrant(grant, { ...creds, envTokenHash: hash }, { source: 'admin', previousToken: undefined, now, renewed: false });
    await writeStoredToken(tx, ctx.key, next);
    return next;
  });
  audit.push({
    action: 'token.adopted',
    outcome: 'success',
    actor,
    target: { type: 'service_token', id: stored.tokenId ?? 'primary' },
    detail: { source: 'authorization_code', expiresAt: stored.expiresAt?.toISOString() ?? null, variant: stored.variant },
  });
  return stored;
}
