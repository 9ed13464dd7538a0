import 'server-only';
import { accessRespReader, tokenRequestASchema, tokenRequestBSchema, type TokenRequestA, type TokenRequestB } from '@/lib/contract/token';
import { AppError } from '@/lib/errors';
import { refusedExchange } from '../errors';
import type { HttpClient } from '../http/http-client';
import type { UpstreamCall } from '../http/send-once';
import { validBody } from '../http/validate-body';
import { readOne } from './read-answer';

// The two token endpoints. They take credentials in the body (no bearer header), so they are
// called with auth: false, and a 401 here means the token or code being exchanged (or the client
// credentials) was refused - never a reason to renew.

export interface TokenGrant {
  accessToken: string;
  expiresAt: Date;
  tokenId: string | undefined;
  scopes: string[] | undefined;
  target: string | undefined;
  targetId: string | undefined;
}

// expiresAt is epoch seconds per the spec; a value this large can only be milliseconds, which a
// service might send by mistake. Reading it as seconds would put the expiry 50,000 years ahead.
const MS_THRESHOLD = 1e11;

async function exchange(http: HttpClient, call: UpstreamCall): Promise<TokenGrant> {
  let body: unknown;
  try {
    body = await http.json({ ...call, auth: false, resource: 'token' });
  } catch (error) {
    if (error instanceof AppError && error.upstreamStatus === 401) throw refusedExchange();
    throw error;
  }
  const grant = readOne(body, accessRespReader, 'token');
  const expiresMs = grant.expiresAtSeconds > MS_THRESHOLD ? grant.expiresAtSeconds : grant.expiresAtSeconds * 1000;
  return {
    accessToken: grant.accessToken,
    expiresAt: new Date(expiresMs),
    tokenId: grant.tokenId,
    scopes: grant.scopes,
    target: grant.target,
    targetId: grant.targetId,
  };
}

export function tokenEndpoints(http: HttpClient) {
  return {
    /** Variant A, POST /oauth/access-tokens: exchange a still-valid token with the app secret. */
    async exchangeTokenA(request: TokenRequestA): Promise<TokenGrant> {
      return exchange(http, { method: 'POST', path: '/oauth/access-tokens', body: validBody(tokenRequestASchema, request) });
    },
    /** Variant B, POST /connect/access-tokens: exchange an authorization code or a still-valid token. */
    async exchangeTokenB(request: TokenRequestB): Promise<TokenGrant> {
      return exchange(http, { method: 'POST', path: '/connect/access-tokens', body: validBody(tokenRequestBSchema, request) });
    },
  };
}
