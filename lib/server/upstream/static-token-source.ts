import 'server-only';
import type { TokenSource } from './http/http-client';

/**
 * A fixed token with no store behind it: nothing is renewed, a 401 surfaces as is. For scripts
 * and one-off checks (e.g. "does this pasted token work?") that must not touch the stored token.
 */
export function staticTokenSource(accessToken: string): TokenSource {
  return {
    accessToken: async () => accessToken,
    afterUnauthorized: async () => undefined,
  };
}
