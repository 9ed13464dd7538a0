import 'server-only';
import { AppError } from '@/lib/errors';
import type { UpstreamClient } from '../client';
import type { TokenGrant } from '../endpoints/tokens';
import { requestedExpirationTime } from './renewal-timing';
import type { StoredToken, TokenSourceKind, TokenVariant } from './stored-token';

export type TokenExchanger = Pick<UpstreamClient, 'exchangeTokenA' | 'exchangeTokenB'>;

export interface ClientCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  variant: TokenVariant;
}

function missing(what: string): AppError {
  return new AppError('unauthorised', `Renewing the service token needs the ${what}. An admin can add it in Settings.`);
}

/**
 * Exchanges a still-valid token for a new one: variant B (/connect/access-tokens) by default,
 * variant A (/oauth/access-tokens) when the setting says 'oauth'. Asks for 30 days.
 */
export async function exchangeToken(exchanger: TokenExchanger, accessToken: string, creds: ClientCredentials, now: number): Promise<TokenGrant> {
  if (!creds.clientId) throw missing('client id');
  const expirationTime = requestedExpirationTime(now);
  if (creds.variant === 'oauth') {
    if (!creds.clientSecret) throw missing('client secret');
    return exchanger.exchangeTokenA({ accessToken, secret: creds.clientSecret, clientId: creds.clientId, expirationTime });
  }
  return exchanger.exchangeTokenB({
    accessToken,
    clientId: creds.clientId,
    ...(creds.clientSecret ? { clientSecret: creds.clientSecret } : {}),
    expirationTime,
  });
}

/** The row to store for a token the service just granted. */
export function storedFromGrant(
  grant: TokenGrant,
  base: ClientCredentials & { envTokenHash: string | undefined },
  extra: { source: TokenSourceKind; previousToken: string | undefined; now: number; renewed: boolean },
): StoredToken {
  const now = new Date(extra.now);
  return {
    accessToken: grant.accessToken,
    previousToken: extra.previousToken,
    expiresAt: grant.expiresAt,
    issuedAt: now,
    lastRenewedAt: extra.renewed ? now : undefined,
    tokenId: grant.tokenId,
    scopes: grant.scopes,
    target: grant.target,
    targetId: grant.targetId,
    clientId: base.clientId,
    clientSecret: base.clientSecret,
    variant: base.variant,
    source: extra.source,
    envTokenHash: base.envTokenHash,
    updatedAt: now,
  };
}
