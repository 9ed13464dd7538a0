import type { Hono } from 'hono';
import {
  DEFAULT_TOKEN_LIFETIME_S,
  MAX_TOKEN_LIFETIME_S,
  tokenRequestASchema,
  tokenRequestBSchema,
  type AccessRespWire,
} from '@/lib/contract/token';
import { ApiError, invalid } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import { validBody } from '../http/request-input';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, ALL_SCOPES, TOKEN_TARGET } from '../state/credentials';
import type { EmulatorState } from '../state/emulator-state';
import type { Token } from '../state/types';

// The two token endpoints. They take credentials in the body, not a bearer header. Input shape
// and expirationTime are checked first (405), then the credentials (401, or 405 with only a
// message under the tokenRefusalStatus behaviour: the spec's one documented error status is a
// legal way to refuse them too). Renewing does not revoke the old token unless the
// revokeOnRenewal fault switch is on.

function refused(state: EmulatorState, message: string): ApiError {
  return new ApiError(state.behaviour.tokenRefusalStatus, message);
}

/** expirationTime (epoch s) -> expiry in ms; default 30 days, at most 90 days ahead, never past. */
function expiryOf(state: EmulatorState, expirationTime: number | undefined): number {
  const now = state.now();
  if (expirationTime === undefined) return Math.floor(now / 1000 + DEFAULT_TOKEN_LIFETIME_S) * 1000;
  const ms = expirationTime * 1000;
  if (ms <= now) throw invalid('expirationTime is in the past', [{ path: 'expirationTime', message: 'Must be in the future' }]);
  if (ms > now + MAX_TOKEN_LIFETIME_S * 1000) {
    throw invalid('expirationTime is too far ahead', [{ path: 'expirationTime', message: 'Must not be more than 90 days in the future' }]);
  }
  return ms;
}

function checkClient(state: EmulatorState, clientId: string, secret: string | undefined): void {
  if (clientId !== DEMO_CLIENT_ID) throw refused(state, 'Unknown client');
  if (secret !== undefined && secret !== DEMO_CLIENT_SECRET) throw refused(state, 'Wrong client secret');
}

/** The existing token a renewal starts from: it must still be valid and belong to the client. */
function renewable(state: EmulatorState, value: string, clientId: string): Token {
  const checked = state.tokens.check(value);
  if ('problem' in checked) throw refused(state, `The access token to renew is ${checked.problem}`);
  if (checked.token.clientId !== clientId) throw refused(state, 'The access token belongs to another client');
  return checked.token;
}

function respond(state: EmulatorState, token: Token): AccessRespWire[] {
  state.stats.renewals += 1;
  return [
    {
      accessToken: token.value,
      expiresAt: Math.floor(token.expiresAtMs / 1000),
      acessTokenId: token.id,
      scope: [...token.scopes],
      target: TOKEN_TARGET,
      targetId: state.directory.enterprise.id,
    },
  ];
}

function renew(state: EmulatorState, old: Token, expiresAtMs: number): Token {
  const token = state.tokens.issue({ clientId: old.clientId, scopes: old.scopes, expiresAtMs });
  if (state.faults.revokeOnRenewal) state.tokens.revoke(old.value);
  return token;
}

export function registerTokenRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  // Variant B: an authorization code (with the client secret) or an existing token.
  app.post('/connect/access-tokens', async (c) => {
    const body = await validBody(c, tokenRequestBSchema);
    const hasToken = body.accessToken != null;
    if (body.code !== undefined && hasToken) {
      throw invalid('Send either code or accessToken, not both', [{ path: 'code', message: 'Not allowed together with accessToken' }]);
    }
    if (body.code === undefined && !hasToken) {
      throw invalid('Send code or accessToken', [{ path: 'code', message: 'Required when accessToken is absent' }]);
    }
    if (body.code !== undefined && body.clientSecret === undefined) {
      throw invalid('clientSecret is required with a code', [{ path: 'clientSecret', message: 'Required with a code' }]);
    }
    const expiresAtMs = expiryOf(state, body.expirationTime);
    checkClient(state, body.clientId, body.clientSecret);
    if (body.code !== undefined) {
      const used = state.tokens.consumeCode(body.code);
      if (used !== 'ok') throw refused(state, `Authorization code is ${used === 'unknown' ? 'invalid' : used}`);
      return c.json(respond(state, state.tokens.issue({ clientId: body.clientId, scopes: ALL_SCOPES, expiresAtMs })));
    }
    const old = renewable(state, body.accessToken as string, body.clientId);
    return c.json(respond(state, renew(state, old, expiresAtMs)));
  });

  // Variant A: exchange of a still-valid token with the application secret.
  app.post('/oauth/access-tokens', async (c) => {
    const body = await validBody(c, tokenRequestASchema);
    const expiresAtMs = expiryOf(state, body.expirationTime);
    checkClient(state, body.clientId, body.secret);
    const old = renewable(state, body.accessToken, body.clientId);
    return c.json(respond(state, renew(state, old, expiresAtMs)));
  });
}
