// What the settings page shows about the service connection, computed from the token store's
// status. Plain strings and booleans only (it crosses to the browser): never the token or secret,
// which the status does not carry in the first place.

import { formatUtc } from '@/lib/time/format-utc';

export type TokenVariantName = 'connect' | 'oauth';
export type TokenSourceName = 'env' | 'admin' | 'renewal';

/** The fields of the server's TokenStatus this view reads (structurally the same type). */
export interface TokenStatusLike {
  baseUrl: string;
  hasToken: boolean;
  source: TokenSourceName | null;
  variant: TokenVariantName;
  expiresAt: Date | null;
  issuedAt: Date | null;
  lastRenewedAt: Date | null;
  renewsFrom: Date | null;
  scopes: string[] | null;
  target: string | null;
  targetId: string | null;
  hasClientCredentials: boolean;
  expiresSoon: boolean;
  unreadable: boolean;
}

export type ConnectionState = 'ok' | 'unused' | 'expiring' | 'expired' | 'unreadable' | 'missing';

export type ConnectionNotice = { tone: 'info' | 'warning' | 'danger'; title: string; message: string };

export interface ConnectionView {
  baseUrl: string;
  hasToken: boolean;
  state: ConnectionState;
  source: TokenSourceName | null;
  sourceLabel: string;
  variant: TokenVariantName;
  variantLabel: string;
  /** The path renewals go to. */
  endpoint: string;
  /** ISO instants (UTC), null when unknown. */
  expiresAt: string | null;
  issuedAt: string | null;
  lastRenewedAt: string | null;
  renewsFrom: string | null;
  scopes: string[] | null;
  target: string | null;
  targetId: string | null;
  hasClientCredentials: boolean;
  /** Whether "Renew now" can do anything (there is a readable token). */
  canRenew: boolean;
  notices: ConnectionNotice[];
}

export const variantInfo: Record<TokenVariantName, { label: string; endpoint: string }> = {
  connect: { label: 'connect (variant B)', endpoint: '/connect/access-tokens' },
  oauth: { label: 'oauth (variant A)', endpoint: '/oauth/access-tokens' },
};

const sourceLabels: Record<TokenSourceName, string> = {
  env: 'Environment (SERVICE_ACCESS_TOKEN)',
  admin: 'Connected by an admin',
  renewal: 'Renewed by Shiftdesk',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "in 29 days", "in 5 hours", "in 3 minutes", "2 days ago", "just now". */
export function relativeTo(at: Date | string, now: number): string {
  const diff = new Date(at).getTime() - now;
  const abs = Math.abs(diff);
  let amount: string;
  if (abs < MINUTE) return diff >= 0 ? 'in less than a minute' : 'just now';
  if (abs < HOUR) amount = plural(Math.floor(abs / MINUTE), 'minute');
  else if (abs < DAY) amount = plural(Math.floor(abs / HOUR), 'hour');
  else amount = plural(Math.floor(abs / DAY), 'day');
  return diff >= 0 ? `in ${amount}` : `${amount} ago`;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function stateOf(status: TokenStatusLike, now: number): ConnectionState {
  if (status.unreadable) return 'unreadable';
  if (!status.hasToken) return 'missing';
  if (status.expiresAt && status.expiresAt.getTime() <= now) return 'expired';
  if (status.expiresSoon) return 'expiring';
  if (status.source === 'env' && !status.issuedAt) return 'unused';
  return 'ok';
}

function noticesOf(status: TokenStatusLike, state: ConnectionState, now: number): ConnectionNotice[] {
  const notices: ConnectionNotice[] = [];
  const reconnect = 'Connect again with an authorization code or an access token below.';
  if (state === 'unreadable') {
    notices.push({
      tone: 'danger',
      title: 'The stored service token cannot be opened',
      message: `TOKEN_ENCRYPTION_KEY may have changed since it was stored. ${reconnect}`,
    });
  } else if (state === 'missing') {
    notices.push({ tone: 'danger', title: 'No service token is configured', message: `Shiftdesk cannot reach the service. ${reconnect}` });
  } else if (state === 'expired' && status.expiresAt) {
    notices.push({
      tone: 'danger',
      title: 'The service token has expired',
      message: `It expired ${relativeTo(status.expiresAt, now)}, on ${formatUtc(status.expiresAt)}. An expired token cannot be renewed. ${reconnect}`,
    });
  } else if (state === 'expiring' && status.expiresAt) {
    notices.push({
      tone: 'warning',
      title: `The service token expires ${relativeTo(status.expiresAt, now)}`,
      message: `On ${formatUtc(status.expiresAt)}. Automatic renewal has not succeeded yet: use Renew now, or connect a new code or token.`,
    });
  } else if (state === 'unused') {
    notices.push({
      tone: 'info',
      title: 'The token from the environment has not been used yet',
      message: 'Its expiry and scopes are known after the first request to the service (or after Renew now).',
    });
  }
  if (status.hasToken && !status.unreadable && !status.hasClientCredentials && state !== 'expired') {
    notices.push({
      tone: 'warning',
      title: 'No client credentials are stored',
      message: 'Shiftdesk cannot renew the token without a client id (and, for the oauth variant, a client secret). Add them when you connect below.',
    });
  }
  return notices;
}

export function toConnectionView(status: TokenStatusLike, now: number): ConnectionView {
  const state = stateOf(status, now);
  return {
    baseUrl: status.baseUrl,
    hasToken: status.hasToken,
    state,
    source: status.source,
    sourceLabel: status.source ? sourceLabels[status.source] : 'None',
    variant: status.variant,
    variantLabel: variantInfo[status.variant].label,
    endpoint: variantInfo[status.variant].endpoint,
    expiresAt: iso(status.expiresAt),
    issuedAt: iso(status.issuedAt),
    lastRenewedAt: iso(status.lastRenewedAt),
    renewsFrom: iso(status.renewsFrom),
    scopes: status.scopes ? [...status.scopes] : null,
    target: status.target,
    targetId: status.targetId,
    hasClientCredentials: status.hasClientCredentials,
    canRenew: status.hasToken && !status.unreadable,
    notices: noticesOf(status, state, now),
  };
}
