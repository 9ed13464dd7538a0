import type { Context } from 'hono';
import type { Scope } from '@/lib/contract/scopes';
import type { EmulatorState } from '../state/emulator-state';
import type { Token } from '../state/types';
import { ApiError } from './api-error';

// Order of checks on every authenticated endpoint (the spec does not say; this is the emulator's
// choice and every route follows it):
//   1. token    -> 401  (before anything else, so an anonymous caller learns nothing, not even
//                        whether a path id is well formed)
//   2. scope    -> 403  (likewise a token without the scope learns nothing about the resource)
//   3. path ids -> 405  (invalid input)
//   4. body     -> 405  (invalid input, with issues)
//   5. existence-> 404  (unknown path id); references inside a body that do not resolve are
//                        invalid input (405 with an issue on the field), not 404
//   6. rules    -> 405  (e.g. "member is not pending")
// MESSAGE_EVERYONE is the one scope that depends on the body (the target conversation), so it
// is checked once the conversation is known.

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function unauthorized(message: string): ApiError {
  return new ApiError(401, message, undefined, { 'WWW-Authenticate': 'Bearer realm="emulator", error="invalid_token"' });
}

/** The bearer token of the request, if it has one (also used by the per-token rate limiter). */
export function bearerOf(c: Context): string | undefined {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1];
}

/** Checks the bearer token and the scopes; returns the token or throws 401/403. */
export function authorize(c: Context, state: EmulatorState, ...needed: Scope[]): Token {
  const value = bearerOf(c);
  if (value === undefined) throw unauthorized('Missing bearer token: send Authorization: Bearer <ACCESS_TOKEN>');
  const checked = state.tokens.check(value);
  if ('problem' in checked) {
    const messages = { invalid: 'Invalid access token', expired: 'Access token has expired', revoked: 'Access token has been revoked' };
    throw unauthorized(messages[checked.problem]);
  }
  requireScopes(checked.token, ...needed);
  return checked.token;
}

export function requireScopes(token: Token, ...needed: Scope[]): void {
  const missing = needed.filter((scope) => !token.scopes.includes(scope));
  if (missing.length > 0) throw new ApiError(403, `Access token lacks the scope ${missing.join(', ')}`);
}
