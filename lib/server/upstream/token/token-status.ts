import 'server-only';
import { EXPIRES_SOON_MS, isExpiringSoon } from './renewal-timing';
import type { StoredToken, TokenSourceKind, TokenVariant } from './stored-token';

/** What the settings page may show about the connection. Never the token or the secret. */
export interface TokenStatus {
  baseUrl: string;
  hasToken: boolean;
  /** 'env' with hasToken and no dates: the environment's token, not used yet. */
  source: TokenSourceKind | null;
  variant: TokenVariant;
  expiresAt: Date | null;
  issuedAt: Date | null;
  lastRenewedAt: Date | null;
  /** When automatic renewal starts (a third of the lifetime left); null when the expiry is unknown. */
  renewsFrom: Date | null;
  scopes: string[] | null;
  target: string | null;
  targetId: string | null;
  hasClientCredentials: boolean;
  /** Within 7 days of expiry (or past it): settings shows a warning. */
  expiresSoon: boolean;
  /** The stored token could not be decrypted (TOKEN_ENCRYPTION_KEY changed). */
  unreadable: boolean;
}

export function statusOf(baseUrl: string, token: StoredToken, now: number): TokenStatus {
  const lifetime = token.expiresAt ? token.expiresAt.getTime() - token.issuedAt.getTime() : undefined;
  return {
    baseUrl,
    hasToken: true,
    source: token.source,
    variant: token.variant,
    expiresAt: token.expiresAt ?? null,
    issuedAt: token.issuedAt,
    lastRenewedAt: token.lastRenewedAt ?? null,
    renewsFrom: token.expiresAt && lifetime !== undefined ? new Date(token.expiresAt.getTime() - Math.max(0, lifetime) / 3) : null,
    scopes: token.scopes ?? null,
    target: token.target ?? null,
    targetId: token.targetId ?? null,
    hasClientCredentials: Boolean(token.clientId),
    expiresSoon: isExpiringSoon(token.expiresAt, now),
    unreadable: false,
  };
}

export function emptyStatus(baseUrl: string, env: { accessToken?: string; clientId?: string; variant: TokenVariant }, unreadable: boolean): TokenStatus {
  return {
    baseUrl,
    hasToken: Boolean(env.accessToken),
    source: env.accessToken ? 'env' : null,
    variant: env.variant,
    expiresAt: null,
    issuedAt: null,
    lastRenewedAt: null,
    renewsFrom: null,
    scopes: null,
    target: null,
    targetId: null,
    hasClientCredentials: Boolean(env.clientId),
    expiresSoon: false,
    unreadable,
  };
}

export { EXPIRES_SOON_MS };
