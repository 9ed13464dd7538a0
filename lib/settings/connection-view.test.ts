import { describe, expect, it } from 'vitest';
import { formatUtc } from '@/lib/time/format-utc';
import { relativeTo, toConnectionView, type TokenStatusLike } from './connection-view';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1, 12, 0, 0);

function status(overrides: Partial<TokenStatusLike> = {}): TokenStatusLike {
  return {
    baseUrl: 'http://127.0.0.1:4010',
    hasToken: true,
    source: 'renewal',
    variant: 'connect',
    expiresAt: new Date(now + 29 * DAY),
    issuedAt: new Date(now - DAY),
    lastRenewedAt: new Date(now - DAY),
    renewsFrom: new Date(now + 19 * DAY),
    scopes: ['CALENDAR_VIEW', 'CALENDAR_EDIT'],
    target: 'ENTERPRISE_ACCOUNT',
    targetId: '7000000000000000001',
    hasClientCredentials: true,
    expiresSoon: false,
    unreadable: false,
    ...overrides,
  };
}

describe('relativeTo and formatUtc', () => {
  it('says how far away a time is, in the largest whole unit', () => {
    expect(relativeTo(new Date(now + 29 * DAY + 5 * 3_600_000), now)).toBe('in 29 days');
    expect(relativeTo(new Date(now + DAY), now)).toBe('in 1 day');
    expect(relativeTo(new Date(now + 5 * 3_600_000), now)).toBe('in 5 hours');
    expect(relativeTo(new Date(now + 60_000), now)).toBe('in 1 minute');
    expect(relativeTo(new Date(now + 10_000), now)).toBe('in less than a minute');
    expect(relativeTo(new Date(now - 10_000), now)).toBe('just now');
    expect(relativeTo(new Date(now - 2 * DAY), now)).toBe('2 days ago');
  });

  it('formats in UTC with seconds, whatever the process time zone', () => {
    expect(formatUtc('2026-06-01T12:00:05.000Z')).toBe('2026-06-01 12:00:05 UTC');
  });
});

describe('toConnectionView', () => {
  it('shows a healthy token with ISO dates, scopes, variant and endpoint, and no notices', () => {
    const view = toConnectionView(status(), now);
    expect(view).toMatchObject({
      state: 'ok',
      variantLabel: 'connect (variant B)',
      endpoint: '/connect/access-tokens',
      sourceLabel: 'Renewed by Shiftdesk',
      expiresAt: new Date(now + 29 * DAY).toISOString(),
      renewsFrom: new Date(now + 19 * DAY).toISOString(),
      scopes: ['CALENDAR_VIEW', 'CALENDAR_EDIT'],
      canRenew: true,
      notices: [],
    });
    expect(toConnectionView(status({ variant: 'oauth' }), now)).toMatchObject({ endpoint: '/oauth/access-tokens', variantLabel: 'oauth (variant A)' });
  });

  it('warns from 7 days before expiry (expiresSoon) and is danger once expired', () => {
    const soon = toConnectionView(status({ expiresAt: new Date(now + 5 * DAY), expiresSoon: true }), now);
    expect(soon.state).toBe('expiring');
    expect(soon.notices).toEqual([expect.objectContaining({ tone: 'warning', title: 'The service token expires in 5 days' })]);
    const expired = toConnectionView(status({ expiresAt: new Date(now - DAY), expiresSoon: true }), now);
    expect(expired.state).toBe('expired');
    expect(expired.notices).toEqual([expect.objectContaining({ tone: 'danger', title: 'The service token has expired' })]);
  });

  it('is danger when the token is unreadable or missing, and then cannot renew', () => {
    const unreadable = toConnectionView(status({ unreadable: true, hasToken: false, source: null, expiresAt: null }), now);
    expect(unreadable).toMatchObject({ state: 'unreadable', canRenew: false });
    expect(unreadable.notices[0]).toMatchObject({ tone: 'danger' });
    const missing = toConnectionView(status({ hasToken: false, source: null, expiresAt: null, hasClientCredentials: false }), now);
    expect(missing).toMatchObject({ state: 'missing', canRenew: false, sourceLabel: 'None' });
    expect(missing.notices).toHaveLength(1);
  });

  it('tells that the environment token was not used yet, and warns when no credentials are stored', () => {
    const unused = toConnectionView(status({ source: 'env', issuedAt: null, expiresAt: null, lastRenewedAt: null, renewsFrom: null, hasClientCredentials: false }), now);
    expect(unused.state).toBe('unused');
    expect(unused.notices.map((n) => n.tone)).toEqual(['info', 'warning']);
  });

  it('carries nothing but the listed fields (no token, no secret)', () => {
    const withSecrets = { ...status(), accessToken: 'tok-123', clientSecret: 'shh' } as TokenStatusLike;
    const text = JSON.stringify(toConnectionView(withSecrets, now));
    expect(text).not.toContain('tok-123');
    expect(text).not.toContain('shh');
  });
});
