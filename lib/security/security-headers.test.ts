import { describe, expect, it } from 'vitest';
import { addressedHostname } from './addressed-host';
import { newNonce, pagePolicy, providerOriginOf, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('keys the page policy to the nonce and forbids framing', () => {
    const policy = pagePolicy('abc', { dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets forms go to this site only, and to the company provider when there is one (its sign-out)', () => {
    expect(pagePolicy('abc', { dev: false })).toContain("form-action 'self';");
    const withProvider = pagePolicy('abc', { dev: false, providerOrigin: providerOriginOf('https://login.corp.example/realms/staff') });
    expect(withProvider).toContain("form-action 'self' https://login.corp.example;");
    expect(providerOriginOf(undefined)).toBeNull();
    expect(providerOriginOf('not a url')).toBeNull();
    expect(providerOriginOf('javascript:alert(1)')).toBeNull();
  });

  it('makes a new nonce every time', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('sends HSTS only off this machine', () => {
    const hostname = (host: string) => addressedHostname(new Headers({ host }));
    expect(securityHeaders('p', hostname('127.0.0.1:3000'))).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders('p', hostname('localhost:3000'))).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders('p', hostname('[::1]:3000'))).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders('p', hostname('shiftdesk.example.com'))).toMatchObject({ 'strict-transport-security': expect.stringContaining('max-age='), 'x-content-type-options': 'nosniff' });
  });
});
