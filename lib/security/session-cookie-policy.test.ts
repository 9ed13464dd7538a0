import { describe, expect, it } from 'vitest';
import { sessionCookiePolicy } from './session-cookie-policy';

const policyOf = (headers: Record<string, string>, forceSecure = false) => sessionCookiePolicy(new Headers(headers), { forceSecure });
const SECURE = { name: '__Host-sd_session', secure: true };
const LOOPBACK = { name: 'sd_session', secure: false };

describe('the session cookie policy', () => {
  it('is the __Host- prefixed Secure cookie for any real host, with or without forwarded headers', () => {
    expect(policyOf({ host: 'shiftdesk.example.com' })).toEqual(SECURE);
    expect(policyOf({ host: 'shiftdesk.example.com', 'x-forwarded-proto': 'http' })).toEqual(SECURE);
    expect(policyOf({ host: '10.0.0.5:3000' })).toEqual(SECURE);
    expect(policyOf({ host: '127.0.0.1.example.com' })).toEqual(SECURE);
    expect(policyOf({ host: 'localhost.evil.example' })).toEqual(SECURE);
    expect(policyOf({})).toEqual(SECURE);
  });

  it('drops the prefix and Secure only for a browser on loopback http', () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', '127.0.0.2', 'LOCALHOST']) {
      expect(policyOf({ host }), host).toEqual(LOOPBACK);
    }
    // Next adds these itself on plain http; they keep the loopback answer.
    expect(policyOf({ host: '127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000', 'x-forwarded-proto': 'http' })).toEqual(LOOPBACK);
  });

  it('lets a forwarded header only make it Secure, never the reverse (a proxy rewriting Host to 127.0.0.1)', () => {
    expect(policyOf({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' })).toEqual(SECURE);
    expect(policyOf({ host: '127.0.0.1:3000', 'x-forwarded-host': 'shiftdesk.example.com' })).toEqual(SECURE);
    expect(policyOf({ host: 'shiftdesk.example.com', 'x-forwarded-host': '127.0.0.1' })).toEqual(SECURE);
    expect(policyOf({ host: '127.0.0.1:3000', 'x-forwarded-host': 'not a host' })).toEqual(SECURE);
  });

  it('is always Secure with COOKIE_SECURE=1', () => {
    expect(policyOf({ host: '127.0.0.1:3000' }, true)).toEqual(SECURE);
  });
});
