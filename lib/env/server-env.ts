import { z } from 'zod';
import { MAX_TRUSTED_PROXY_HOPS } from '@/lib/security/client-address';
import { isLoopbackUrl } from '@/lib/security/loopback';
import { oidcShape, parseOidcEnv, type OidcEnv } from './oidc-env';
import { httpUrl, unsetIfEmpty, logLevelSchema, optionalFlag, optionalString, parseEncryptionKey, userRateLimitSchema, type LogLevel, type Source } from './values';

// Parsing the whole server configuration: every problem is named at once, in one Error.

/**
 * A fixed key for throwaway demo databases only (DEMO_MODE=1 without TOKEN_ENCRYPTION_KEY).
 * Anyone can read it here, so nothing encrypted with it is secret.
 */
export const INSECURE_DEMO_TOKEN_ENCRYPTION_KEY = 'de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30';

const DEMO_SERVICE_BASE_URL = 'http://127.0.0.1:4010';

/**
 * The longest a shared read is kept. Each reader takes it while it is younger than its own poll
 * interval (lib/poll-intervals.ts: the schedule 15 s, the requests badge 30 s), so N managers polling
 * a range cost one read of it per interval, and nothing shown is older than that interval.
 */
export const DEFAULT_SHARED_READ_SECONDS = 30;

/**
 * How long a copy row's claim lasts (lib/copy/server/copy-engine.ts): long enough for one create or
 * one person's assignment with its 429 retries. A worker stopped mid-call holds its rows this long
 * before another pass may take them over, so tests of a stop set it short.
 */
export const DEFAULT_COPY_LEASE_SECONDS = 120;
/** Above the 15 s write timeout (lib/server/upstream/http/http-client.ts): a call never outlives its claim. */
const MIN_COPY_LEASE_SECONDS = 20;
/**
 * Demo mode runs only against the local emulator (serviceUrlProblems), which answers in
 * milliseconds: a short lease there lets a stop-and-restart test wait seconds, not 20 s.
 */
const MIN_DEMO_COPY_LEASE_SECONDS = 3;

const databaseShape = {
  DATA_DIR: unsetIfEmpty(z.string().default('.data')),
  DATABASE_URL: unsetIfEmpty(
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
};

const serverShape = z.object({
  ...databaseShape,
  DEMO_MODE: z.preprocess(
    (v) => (v === '' || v === '0' ? undefined : v),
    z.literal('1', { message: "must be '1' or unset" }).optional().transform((v) => v === '1'),
  ),
  SERVICE_BASE_URL: unsetIfEmpty(httpUrl.optional()),
  SERVICE_ACCESS_TOKEN: optionalString,
  SERVICE_CLIENT_ID: optionalString,
  SERVICE_CLIENT_SECRET: optionalString,
  SERVICE_TOKEN_VARIANT: unsetIfEmpty(
    z.enum(['connect', 'oauth'], { message: "must be 'connect' or 'oauth'" }).default('connect'),
  ),
  TOKEN_ENCRYPTION_KEY: optionalString,
  ADMIN_EMAIL: unsetIfEmpty(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: unsetIfEmpty(
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  COOKIE_SECURE: optionalFlag,
  LOG_LEVEL: logLevelSchema,
  TRUSTED_PROXY_HOPS: unsetIfEmpty(
    z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(MAX_TRUSTED_PROXY_HOPS).default(0),
  ),
  USER_RATE_LIMIT_PER_MINUTE: userRateLimitSchema,
  SERVICE_MAX_RESPONSE_MB: unsetIfEmpty(
    z.coerce.number({ message: 'must be a number of megabytes' }).positive('must be more than 0').max(1024).default(16),
  ),
  PROFILE_REFRESH_MINUTES: unsetIfEmpty(
    z.coerce.number({ message: 'must be a number of minutes' }).positive('must be more than 0').max(7 * 24 * 60).default(60),
  ),
  SHARED_READ_SECONDS: unsetIfEmpty(
    z.coerce.number({ message: 'must be a number of seconds' }).min(0, 'must be 0 (off) or more').max(60, 'must be at most 60').default(DEFAULT_SHARED_READ_SECONDS),
  ),
  SHARED_READ_MAX_MB: unsetIfEmpty(
    z.coerce.number({ message: 'must be a number of megabytes' }).positive('must be more than 0').max(4096).default(64),
  ),
  COPY_PAST_LIMIT_DAYS: unsetIfEmpty(
    z.coerce.number({ message: 'must be a whole number of days' }).int('must be a whole number of days').min(0).max(366).default(7),
  ),
  COPY_LEASE_SECONDS: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a number of seconds' })
      .min(MIN_DEMO_COPY_LEASE_SECONDS, `must be at least ${MIN_DEMO_COPY_LEASE_SECONDS} (${MIN_COPY_LEASE_SECONDS} outside demo mode)`)
      .max(3600, 'must be at most 3600')
      .default(DEFAULT_COPY_LEASE_SECONDS),
  ),
  ...oidcShape,
});

export type ServerEnv = {
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  DEMO_MODE: boolean;
  SERVICE_BASE_URL: string;
  SERVICE_ACCESS_TOKEN: string | undefined;
  SERVICE_CLIENT_ID: string | undefined;
  SERVICE_CLIENT_SECRET: string | undefined;
  SERVICE_TOKEN_VARIANT: 'connect' | 'oauth';
  /** The 32 decoded key bytes. */
  TOKEN_ENCRYPTION_KEY: Buffer;
  /** True when the demo key is in use (shown as a warning, never used outside demo mode). */
  usingDemoEncryptionKey: boolean;
  ADMIN_EMAIL: string | undefined;
  ADMIN_PASSWORD: string | undefined;
  /** true: the `__Host-` Secure cookie even on loopback http (lib/security/session-cookie-policy.ts). */
  COOKIE_SECURE: boolean | undefined;
  LOG_LEVEL: LogLevel;
  /** How many proxies in front of Shiftdesk append to X-Forwarded-For (0: the header is ignored). */
  TRUSTED_PROXY_HOPS: number;
  /** Requests (actions and GET routes) one user may make per minute; 0: no limit. */
  USER_RATE_LIMIT_PER_MINUTE: number;
  /** The largest answer of the service that is read, in bytes (SERVICE_MAX_RESPONSE_MB). */
  serviceMaxResponseBytes: number;
  /** A kept user profile older than this is shown and read again in the background (PROFILE_REFRESH_MINUTES). */
  profileRefreshMs: number;
  /** How long a range read is shared by every user, from when the service was asked (ms; 0: not kept). */
  sharedReadMs: number;
  /** The most the shared reads may keep, in bytes of the service's answers and of the converted ones. */
  sharedReadMaxBytes: number;
  /** How far back (days before today, in the organization's zone) a copy may still land. */
  COPY_PAST_LIMIT_DAYS: number;
  /** How long a copy row's claim lasts, in ms (COPY_LEASE_SECONDS). */
  copyLeaseMs: number;
  /** null: company sign-in is not configured. */
  oidc: OidcEnv | null;
  /** False (LOCAL_SIGN_IN=0): no password sign-in, except BREAK_GLASS_ADMIN_EMAIL when set. */
  LOCAL_SIGN_IN: boolean;
  BREAK_GLASS_ADMIN_EMAIL: string | undefined;
};

export type DatabaseEnv = Pick<ServerEnv, 'DATA_DIR' | 'DATABASE_URL'>;

function fail(problems: string[]): never {
  throw new Error(`Invalid Shiftdesk configuration:\n  ${problems.join('\n  ')}`);
}

function issuesToProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
}

/**
 * The token travels to SERVICE_BASE_URL, so it must be https unless it stays on this machine. Demo
 * mode creates accounts with a public password: it fails closed, allowed only against a service
 * on loopback (the bundled emulator), never in front of a real one.
 */
function serviceUrlProblems(baseUrl: string | undefined, demoMode: boolean): string[] {
  if (!baseUrl || isLoopbackUrl(baseUrl)) return [];
  if (demoMode) return ['DEMO_MODE: refused because SERVICE_BASE_URL is not on loopback (demo accounts have a public password; run demo mode only against the local emulator)'];
  if (new URL(baseUrl).protocol !== 'https:') return ['SERVICE_BASE_URL: must be https:// unless it is on loopback (localhost, 127.0.0.0/8, ::1)'];
  return [];
}

/** Parses a full server configuration; throws one Error naming every missing or malformed variable. */
export function parseServerEnv(source: Source): ServerEnv {
  const parsed = serverShape.safeParse(source);
  if (!parsed.success) fail(issuesToProblems(parsed.error));
  const env = parsed.data;
  const problems: string[] = [];

  const baseUrl = env.SERVICE_BASE_URL ?? (env.DEMO_MODE ? DEMO_SERVICE_BASE_URL : undefined);
  if (!baseUrl) problems.push('SERVICE_BASE_URL: required (the service base URL), unless DEMO_MODE=1');
  problems.push(...serviceUrlProblems(baseUrl, env.DEMO_MODE));

  let key: Buffer | null = null;
  const usingDemoEncryptionKey = !env.TOKEN_ENCRYPTION_KEY && env.DEMO_MODE;
  if (env.TOKEN_ENCRYPTION_KEY) {
    key = parseEncryptionKey(env.TOKEN_ENCRYPTION_KEY);
    if (!key) problems.push('TOKEN_ENCRYPTION_KEY: must be 32 bytes as 64 hex characters or base64');
  } else if (usingDemoEncryptionKey) {
    key = parseEncryptionKey(INSECURE_DEMO_TOKEN_ENCRYPTION_KEY);
  } else {
    problems.push('TOKEN_ENCRYPTION_KEY: required (32 bytes: `openssl rand -hex 32`), unless DEMO_MODE=1');
  }

  if (env.COPY_LEASE_SECONDS < MIN_COPY_LEASE_SECONDS && !env.DEMO_MODE) {
    problems.push(`COPY_LEASE_SECONDS: must be at least ${MIN_COPY_LEASE_SECONDS} (longer than one write to the service); below that only with DEMO_MODE=1 (the local emulator)`);
  }
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) problems.push('ADMIN_EMAIL: required when ADMIN_PASSWORD is set');

  const oidc = parseOidcEnv(env, problems);
  const localSignIn = env.LOCAL_SIGN_IN ?? true;
  if (!localSignIn && !oidc) problems.push('LOCAL_SIGN_IN: 0 needs company sign-in (OIDC_ISSUER and the rest), or nobody could sign in');
  if (env.BREAK_GLASS_ADMIN_EMAIL && localSignIn) problems.push('BREAK_GLASS_ADMIN_EMAIL: only meaningful with LOCAL_SIGN_IN=0');

  if (problems.length > 0 || !baseUrl || !key) fail(problems);
  return {
    DATA_DIR: env.DATA_DIR,
    DATABASE_URL: env.DATABASE_URL,
    DEMO_MODE: env.DEMO_MODE,
    SERVICE_BASE_URL: baseUrl.replace(/\/+$/, ''),
    SERVICE_ACCESS_TOKEN: env.SERVICE_ACCESS_TOKEN,
    SERVICE_CLIENT_ID: env.SERVICE_CLIENT_ID,
    SERVICE_CLIENT_SECRET: env.SERVICE_CLIENT_SECRET,
    SERVICE_TOKEN_VARIANT: env.SERVICE_TOKEN_VARIANT,
    TOKEN_ENCRYPTION_KEY: key,
    usingDemoEncryptionKey,
    ADMIN_EMAIL: env.ADMIN_EMAIL?.toLowerCase(),
    ADMIN_PASSWORD: env.ADMIN_PASSWORD,
    COOKIE_SECURE: env.COOKIE_SECURE,
    LOG_LEVEL: env.LOG_LEVEL,
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS,
    USER_RATE_LIMIT_PER_MINUTE: env.USER_RATE_LIMIT_PER_MINUTE,
    serviceMaxResponseBytes: Math.floor(env.SERVICE_MAX_RESPONSE_MB * 1024 * 1024),
    profileRefreshMs: Math.round(env.PROFILE_REFRESH_MINUTES * 60_000),
    sharedReadMs: Math.round(env.SHARED_READ_SECONDS * 1000),
    sharedReadMaxBytes: Math.floor(env.SHARED_READ_MAX_MB * 1024 * 1024),
    COPY_PAST_LIMIT_DAYS: env.COPY_PAST_LIMIT_DAYS,
    copyLeaseMs: Math.round(env.COPY_LEASE_SECONDS * 1000),
    oidc,
    LOCAL_SIGN_IN: localSignIn,
    BREAK_GLASS_ADMIN_EMAIL: env.BREAK_GLASS_ADMIN_EMAIL?.toLowerCase(),
  };
}

/** Only what opening the database needs, so the admin CLI works without the service settings. */
export function parseDatabaseEnv(source: Source): DatabaseEnv {
  const parsed = z.object(databaseShape).safeParse(source);
  if (!parsed.success) fail(issuesToProblems(parsed.error));
  return { DATA_DIR: parsed.data.DATA_DIR, DATABASE_URL: parsed.data.DATABASE_URL };
}

