import 'server-only';
import { DEFAULT_TOKEN_LIFETIME_S, MAX_TOKEN_LIFETIME_S } from '@/lib/contract/token';
import { DAY_MS } from '@/lib/time/units';

// When to renew, and for how long to ask. Renewal starts when a third of the lifetime is left, so
// a service outage of up to a third of the lifetime (10 days for a 30-day token) never lets the
// token lapse. We ask for 30 days - well inside the 90-day maximum even with some clock skew.

export const REQUESTED_LIFETIME_MS = DEFAULT_TOKEN_LIFETIME_S * 1000;
export const MAX_LIFETIME_MS = MAX_TOKEN_LIFETIME_S * 1000;
/** Settings warns from this long before expiry. */
export const EXPIRES_SOON_MS = 7 * DAY_MS;

export function isRenewalDue(token: { issuedAt: Date; expiresAt: Date | undefined }, now: number): boolean {
  // Unknown expiry (a pasted token the service never described): only a 401 can tell us.
  if (!token.expiresAt) return false;
  const expires = token.expiresAt.getTime();
  const lifetime = expires - token.issuedAt.getTime();
  if (lifetime <= 0) return true;
  return expires - now <= lifetime / 3;
}

export function isExpiringSoon(expiresAt: Date | undefined, now: number): boolean {
  return expiresAt !== undefined && expiresAt.getTime() - now <= EXPIRES_SOON_MS;
}

/** expirationTime (epoch seconds) for a renewal: 30 days ahead, never more than 90. */
export function requestedExpirationTime(now: number): number {
  return Math.floor((now + Math.min(REQUESTED_LIFETIME_MS, MAX_LIFETIME_MS)) / 1000);
}
