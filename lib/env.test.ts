import { describe, expect, it } from 'vitest';
import { INSECURE_DEMO_TOKEN_ENCRYPTION_KEY, parseDatabaseEnv, parseEncryptionKey, parseServerEnv } from './env';

const hexKey = 'ab'.repeat(32);

describe('server configuration', () => {
  it('fills demo defaults when DEMO_MODE=1', () => {
    const env = parseServerEnv({ DEMO_MODE: '1' });
    expect(env).toMatchObject({
      DEMO_MODE: true,
      SERVICE_BASE_URL: 'http://127.0.0.1:4010',
      SERVICE_TOKEN_VARIANT: 'connect',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      usingDemoEncryptionKey: true,
      COOKIE_SECURE: undefined,
    });
    expect(env.TOKEN_ENCRYPTION_KEY.toString('hex')).toBe(INSECURE_DEMO_TOKEN_ENCRYPTION_KEY);
  });

  it('requires the service URL and the key outside demo mode, naming each', () => {
    expect(() => parseServerEnv({})).toThrow(/SERVICE_BASE_URL[\s\S]*TOKEN_ENCRYPTION_KEY/);
    expect(() => parseServerEnv({ SERVICE_BASE_URL: 'https://api.example.com' })).toThrow(/TOKEN_ENCRYPTION_KEY: required/);
    const env = parseServerEnv({ SERVICE_BASE_URL: 'https://api.example.com/', TOKEN_ENCRYPTION_KEY: hexKey, COOKIE_SECURE: '1' });
    expect(env).toMatchObject({ DEMO_MODE: false, SERVICE_BASE_URL: 'https://api.example.com', usingDemoEncryptionKey: false, COOKIE_SECURE: true, TRUSTED_PROXY_HOPS: 0, USER_RATE_LIMIT_PER_MINUTE: 600, serviceMaxResponseBytes: 16 * 1024 * 1024 });
    expect(parseServerEnv({ SERVICE_BASE_URL: 'https://api.example.com', TOKEN_ENCRYPTION_KEY: hexKey, TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it('names a malformed variable', () => {
    const base = { SERVICE_BASE_URL: 'https://api.example.com', TOKEN_ENCRYPTION_KEY: hexKey };
    expect(() => parseServerEnv({ ...base, SERVICE_BASE_URL: 'not a url' })).toThrow(/SERVICE_BASE_URL/);
    expect(() => parseServerEnv({ ...base, TOKEN_ENCRYPTION_KEY: 'short' })).toThrow(/TOKEN_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => parseServerEnv({ ...base, SERVICE_TOKEN_VARIANT: 'both' })).toThrow(/SERVICE_TOKEN_VARIANT/);
    expect(() => parseServerEnv({ ...base, DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(() => parseServerEnv({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseServerEnv({ ...base, ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD: required/);
    expect(() => parseServerEnv({ ...base, ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseServerEnv({ ...base, COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    for (const mb of ['0', '-3', 'big', '2000']) expect(() => parseServerEnv({ ...base, SERVICE_MAX_RESPONSE_MB: mb }), mb).toThrow(/SERVICE_MAX_RESPONSE_MB/);
    expect(parseServerEnv({ ...base, SERVICE_MAX_RESPONSE_MB: '0.5' }).serviceMaxResponseBytes).toBe(512 * 1024);
    expect(parseServerEnv(base).profileRefreshMs).toBe(60 * 60_000);
    expect(parseServerEnv({ ...base, PROFILE_REFRESH_MINUTES: '1.5' }).profileRefreshMs).toBe(90_000);
    for (const minutes of ['0', '-1', 'soon', '20000']) expect(() => parseServerEnv({ ...base, PROFILE_REFRESH_MINUTES: minutes }), minutes).toThrow(/PROFILE_REFRESH_MINUTES/);
    for (const limit of ['-1', '2.5', 'lots']) expect(() => parseServerEnv({ ...base, USER_RATE_LIMIT_PER_MINUTE: limit }), limit).toThrow(/USER_RATE_LIMIT_PER_MINUTE/);
    for (const hops of ['-1', '1.5', 'two', '11']) expect(() => parseServerEnv({ ...base, TRUSTED_PROXY_HOPS: hops }), hops).toThrow(/TRUSTED_PROXY_HOPS/);
    for (const seconds of ['-1', 'soon', '61']) expect(() => parseServerEnv({ ...base, SHARED_READ_SECONDS: seconds }), seconds).toThrow(/SHARED_READ_SECONDS/);
    for (const mb of ['0', 'lots']) expect(() => parseServerEnv({ ...base, SHARED_READ_MAX_MB: mb }), mb).toThrow(/SHARED_READ_MAX_MB/);
    expect(parseServerEnv(base)).toMatchObject({ sharedReadMs: 30_000, sharedReadMaxBytes: 64 * 1024 * 1024 });
    expect(parseServerEnv({ ...base, SHARED_READ_SECONDS: '0', SHARED_READ_MAX_MB: '8' })).toMatchObject({ sharedReadMs: 0, sharedReadMaxBytes: 8 * 1024 * 1024 });
    for (const days of ['-1', '2.5', 'week', '400']) expect(() => parseServerEnv({ ...base, COPY_PAST_LIMIT_DAYS: days }), days).toThrow(/COPY_PAST_LIMIT_DAYS/);
    expect(parseServerEnv({ ...base }).COPY_PAST_LIMIT_DAYS).toBe(7);
    expect(parseServerEnv({ ...base, COPY_PAST_LIMIT_DAYS: '30' }).COPY_PAST_LIMIT_DAYS).toBe(30);
    for (const seconds of ['19', '-1', 'soon', '3601']) expect(() => parseServerEnv({ ...base, COPY_LEASE_SECONDS: seconds }), seconds).toThrow(/COPY_LEASE_SECONDS/);
    expect(parseServerEnv(base).copyLeaseMs).toBe(120_000);
    expect(parseServerEnv({ ...base, COPY_LEASE_SECONDS: '20' }).copyLeaseMs).toBe(20_000);
    // Below 20 s only in demo mode (the local emulator), and never below 3 s.
    expect(() => parseServerEnv({ ...base, COPY_LEASE_SECONDS: '5' })).toThrow(/COPY_LEASE_SECONDS: must be at least 20 .*only with DEMO_MODE=1/);
    expect(parseServerEnv({ DEMO_MODE: '1', COPY_LEASE_SECONDS: '5' }).copyLeaseMs).toBe(5_000);
    for (const seconds of ['2', '0']) expect(() => parseServerEnv({ DEMO_MODE: '1', COPY_LEASE_SECONDS: seconds }), seconds).toThrow(/COPY_LEASE_SECONDS/);
  });

  it('wants https for a remote service; plain http only on loopback', () => {
    const base = { TOKEN_ENCRYPTION_KEY: hexKey };
    expect(() => parseServerEnv({ ...base, SERVICE_BASE_URL: 'http://api.example.com' })).toThrow(/SERVICE_BASE_URL: must be https:\/\/ unless it is on loopback/);
    expect(() => parseServerEnv({ ...base, SERVICE_BASE_URL: 'http://10.0.0.8:8080' })).toThrow(/SERVICE_BASE_URL: must be https/);
    for (const url of ['http://127.0.0.1:4010', 'http://localhost:4010', 'http://[::1]:4010', 'http://127.8.9.10', 'https://api.example.com']) {
      expect(parseServerEnv({ ...base, SERVICE_BASE_URL: url }).SERVICE_BASE_URL, url).toBe(url);
    }
  });

  it('refuses demo mode unless the service is on loopback', () => {
    for (const url of ['https://api.example.com', 'http://api.example.com', 'https://127.0.0.1.nip.io', 'http://localhost.evil.example', 'http://0.0.0.0:4010']) {
      expect(() => parseServerEnv({ DEMO_MODE: '1', SERVICE_BASE_URL: url }), url).toThrow(/DEMO_MODE: refused because SERVICE_BASE_URL is not on loopback/);
    }
    expect(parseServerEnv({ DEMO_MODE: '1', SERVICE_BASE_URL: 'http://127.0.0.1:4011' }).DEMO_MODE).toBe(true);
    expect(parseServerEnv({ DEMO_MODE: '1', SERVICE_BASE_URL: 'http://localhost:4011' }).DEMO_MODE).toBe(true);
  });

  it('accepts the key as hex or base64 and refuses other lengths', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseEncryptionKey(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey(bytes.toString('base64url'))?.equals(bytes)).toBe(true);
    expect(parseEncryptionKey(Buffer.alloc(31).toString('base64'))).toBeNull();
    expect(parseEncryptionKey('zz'.repeat(32))).toBeNull();
  });

  it('parses the database settings alone, without the service settings', () => {
    expect(parseDatabaseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', DATA_DIR: '/tmp/x' })).toEqual({
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      DATA_DIR: '/tmp/x',
    });
    expect(parseDatabaseEnv({ DATABASE_URL: '' })).toEqual({ DATA_DIR: '.data', DATABASE_URL: undefined });
  });

  describe('company sign-in (OIDC)', () => {
    const base = { SERVICE_BASE_URL: 'https://api.example.com', TOKEN_ENCRYPTION_KEY: hexKey };
    const oidc = {
      OIDC_ISSUER: 'https://login.corp.example/realms/staff',
      OIDC_CLIENT_ID: 'shiftdesk',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_REDIRECT_URI: 'https://shiftdesk.corp.example/api/auth/oidc/callback',
      OIDC_ROLE_MAP: 'shiftdesk-admins:admin,shiftdesk-viewers:viewer',
    };

    it('is off unless configured, and local sign-in is on by default', () => {
      expect(parseServerEnv(base)).toMatchObject({ oidc: null, LOCAL_SIGN_IN: true, BREAK_GLASS_ADMIN_EMAIL: undefined });
    });

    it('parses a full configuration with its defaults', () => {
      const env = parseServerEnv({ ...base, ...oidc, OIDC_PROVIDER_NAME: 'Corp', LOCAL_SIGN_IN: '0', BREAK_GLASS_ADMIN_EMAIL: 'Ops@Corp.example' });
      expect(env.oidc).toMatchObject({ issuer: oidc.OIDC_ISSUER, providerName: 'Corp', roleClaim: 'groups', scopes: 'openid email profile', allowHttp: false });
      expect([...env.oidc!.roleMap]).toEqual([
        ['shiftdesk-admins', 'admin'],
        ['shiftdesk-viewers', 'viewer'],
      ]);
      expect(env).toMatchObject({ LOCAL_SIGN_IN: false, BREAK_GLASS_ADMIN_EMAIL: 'ops@corp.example' });
    });

    it('names each missing setting once any is given', () => {
      expect(() => parseServerEnv({ ...base, OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
        /OIDC_CLIENT_ID: required[\s\S]*OIDC_CLIENT_SECRET: required[\s\S]*OIDC_REDIRECT_URI: required[\s\S]*OIDC_ROLE_MAP: required/,
      );
    });

    it('refuses a bad map, http to a remote provider, a foreign callback path, scopes without openid', () => {
      expect(() => parseServerEnv({ ...base, ...oidc, OIDC_ROLE_MAP: 'admins:root' })).toThrow(/OIDC_ROLE_MAP: "admins:root": root is not/);
      expect(() => parseServerEnv({ ...base, ...oidc, OIDC_ISSUER: 'http://login.corp.example' })).toThrow(/OIDC_ISSUER: must be https/);
      expect(parseServerEnv({ ...base, ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4045' }).oidc?.allowHttp).toBe(true);
      expect(() => parseServerEnv({ ...base, ...oidc, OIDC_REDIRECT_URI: 'https://shiftdesk.corp.example/callback' })).toThrow(/OIDC_REDIRECT_URI: must end in \/api\/auth\/oidc\/callback/);
      expect(() => parseServerEnv({ ...base, ...oidc, OIDC_SCOPES: 'email profile' })).toThrow(/OIDC_SCOPES: must include 'openid'/);
    });

    it('refuses LOCAL_SIGN_IN=0 without company sign-in, and a break-glass admin while local sign-in is on', () => {
      expect(() => parseServerEnv({ ...base, LOCAL_SIGN_IN: '0' })).toThrow(/LOCAL_SIGN_IN: 0 needs company sign-in/);
      expect(() => parseServerEnv({ ...base, ...oidc, BREAK_GLASS_ADMIN_EMAIL: 'ops@corp.example' })).toThrow(/BREAK_GLASS_ADMIN_EMAIL: only meaningful with LOCAL_SIGN_IN=0/);
      expect(() => parseServerEnv({ ...base, ...oidc, LOCAL_SIGN_IN: 'no' })).toThrow(/LOCAL_SIGN_IN/);
    });
  });
});
