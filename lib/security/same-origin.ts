import { addressedHost } from './addressed-host';

// Server actions are POSTs to page paths. Next refuses an Origin that differs from the host, but
// lets a POST without any Origin through (it only warns). Browsers always send Origin on a POST,
// so a write without a same-origin Origin comes from a forged or foreign client: refuse it.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null; // "null" and other opaque origins
  }
}

/** True for a write (any unsafe method) whose Origin is missing, opaque or another site. */
export function isCrossOriginWrite(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  const host = addressedHost(headers);
  return !origin || !host || hostOf(origin) !== host;
}

/**
 * The one write a server sends, not a browser: the OpenID provider's back-channel logout, which
 * carries no Origin and is proven by the provider's signed logout token instead.
 */
export const BACKCHANNEL_LOGOUT_PATH = '/api/auth/oidc/backchannel-logout';
