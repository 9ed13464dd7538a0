import 'server-only';
import { z } from 'zod';
import { MAX_TRUSTED_PROXY_HOPS } from '@/lib/security/client-address';
import { isLoopbackHost, isLoopbackUrl } from '@/lib/security/loopback';
import { parseRoleMap, type RoleMap } from '@/lib/server/auth/oidc/role-map';

// The validated configuration. Read lazily (never at import) so `next build` runs without runtime
// secrets; the first server call that needs it fails with a message naming each bad variable.
// There are no client-side variables: the browser never needs configuration from here.

type Source = Record<string, string | undefined>;

/**
 * A fixed key for throwaway demo databases only (DEMO_MODE=1 without TOKEN_ENCRYPTION_KEY).
 * Anyone can read it here, so nothing encrypted with it is secret.
 */
export const INSECURE_DEMO_TOKEN_ENCRYPTION_KEY = 'de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30de30';

const DEMO_SERVICE_BASE_URL = 'http://127.0.0.1:4010';

/** Empty strings count as unset: `FOO=` in a .env file means "not given", not "the empty value". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

/** '1'/'true' or '0'/'false'; unset leaves the decision to the code that reads it. */
const optionalFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['1', '0', 'true', 'false'], { message: "must be '1' or '0'" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
);

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** 32 bytes, as 64 hex characters or as base64 (standard or url-safe). */
export function parseEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const logLevelSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
);

/**
 * The log level alone, never failing: the logger must work while the rest of the configuration is
 * being found bad (start-up then stops, naming LOG_LEVEL too).
 */
export function logLevelOf(source: Source): LogLevel {
  const parsed = logLevelSchema.safeParse(source.LOG_LEVEL);
  return parsed.success ? parsed.data : 'info';
}

export const DEFAULT_USER_RATE_LIMIT_PER_MINUTE = 600;
const userRateLimitSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(1_000_000).default(DEFAULT_USER_RATE_LIMIT_PER_MINUTE),
);

/** The per-user request limit alone, never failing (the access pipeline's tests run without a full configuration; start-up names a bad value). */
export function userRateLimitOf(source: Source): number {
  const parsed = userRateLimitSchema.safeParse(source.USER_RATE_LIMIT_PER_MINUTE);
  return parsed.success ? parsed.data : DEFAULT_USER_RATE_LIMIT_PER_MINUTE;
}

const databaseShape = {
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data')),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
};

const serverShape = z.object({
  ...databaseShape,
  DEMO_MODE: z.preprocess(
    (v) => (v === '' || v === '0' ? undefined : v),
    z.literal('1', { message: "must be '1' or unset" }).optional().transform((v) => v === '1'),
  ),
  SERVICE_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  SERVICE_ACCESS_TOKEN: optionalString,
  SERVICE_CLIENT_ID: optionalString,
  SERVICE_CLIENT_SECRET: optionalString,
  SERVICE_TOKEN_VARIANT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['connect', 'oauth'], { message: "must be 'connect' or 'oauth'" }).default('connect'),
  ),
  TOKEN_ENCRYPTION_KEY: optionalString,
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  COOKIE_SECURE: optionalFlag,
  LOG_LEVEL: logLevelSchema,
  TRUSTED_PROXY_HOPS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(MAX_TRUSTED_PROXY_HOPS).default(0),
  ),
  USER_RATE_LIMIT_PER_MINUTE: userRateLimitSchema,
  SERVICE_MAX_RESPONSE_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'must be a number of megabytes' }).positive('must be more than 0').max(1024).default(16),
  ),
  OIDC_ISSUER: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_REDIRECT_URI: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  OIDC_PROVIDER_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(40, 'must be 40 characters or fewer').optional()),
  OIDC_ROLE_CLAIM: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).default('groups')),
  OIDC_ROLE_MAP: optionalString,
  OIDC_SCOPES: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).default('openid email profile')),
  LOCAL_SIGN_IN: optionalFlag,
  BREAK_GLASS_ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email('must be an email address').optional()),
});

/** Company sign-in (OpenID Connect), present only when configured. */
export type OidcEnv = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** This app's callback as registered at the provider; also where callbacks are validated against. */
  redirectUri: string;
  /** Shown as "Sign in with <providerName>". */
  providerName: string;
  roleClaim: string;
  roleMap: RoleMap;
  scopes: string;
  /** Plain http is allowed only to a provider on this machine (the e2e suite's, a developer's). */
  allowHttp: boolean;
};

/** The path every OIDC_REDIRECT_URI must end in: the callback route handler. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'OIDC_ROLE_MAP'] as const;

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
    oidc,
    LOCAL_SIGN_IN: localSignIn,
    BREAK_GLASS_ADMIN_EMAIL: env.BREAK_GLASS_ADMIN_EMAIL?.toLowerCase(),
  };
}

/** All of the OIDC settings or none; each missing or wrong one is added to `problems`. */
function parseOidcEnv(env: z.infer<typeof serverShape>, problems: string[]): OidcEnv | null {
  const given = OIDC_REQUIRED.filter((name) => env[name] !== undefined);
  if (given.length === 0) return null;
  const missing = OIDC_REQUIRED.filter((name) => env[name] === undefined);
  for (const name of missing) problems.push(`${name}: required for company sign-in (set with ${given.join(', ')})`);
  const roleMap = env.OIDC_ROLE_MAP ? parseRoleMap(env.OIDC_ROLE_MAP) : undefined;
  for (const problem of roleMap?.problems ?? []) problems.push(`OIDC_ROLE_MAP: ${problem}`);
  const issuer = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER) : undefined;
  const allowHttp = !!issuer && isLoopbackHost(issuer.hostname);
  if (issuer && issuer.protocol !== 'https:' && !allowHttp) problems.push('OIDC_ISSUER: must be https (plain http only to a provider on this machine)');
  if (env.OIDC_REDIRECT_URI && new URL(env.OIDC_REDIRECT_URI).pathname !== OIDC_CALLBACK_PATH) {
    problems.push(`OIDC_REDIRECT_URI: must end in ${OIDC_CALLBACK_PATH} (this app's callback)`);
  }
  if (!env.OIDC_SCOPES.split(/\s+/).includes('openid')) problems.push("OIDC_SCOPES: must include 'openid'");
  if (missing.length > 0 || !roleMap || roleMap.problems.length > 0) return null;
  return {
    // Kept as configured (a trailing slash is part of an issuer identifier and must match it).
    issuer: env.OIDC_ISSUER!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    redirectUri: env.OIDC_REDIRECT_URI!,
    providerName: env.OIDC_PROVIDER_NAME ?? 'your company',
    roleClaim: env.OIDC_ROLE_CLAIM,
    roleMap: roleMap.map,
    scopes: env.OIDC_SCOPES,
    allowHttp,
  };
}

/** Only what opening the database needs, so the admin CLI works without the service settings. */
export function parseDatabaseEnv(source: Source): DatabaseEnv {
  const parsed = z.object(databaseShape).safeParse(source);
  if (!parsed.success) fail(issuesToProblems(parsed.error));
  return { DATA_DIR: parsed.data.DATA_DIR, DATABASE_URL: parsed.data.DATABASE_URL };
}

let cachedServerEnv: ServerEnv | undefined;
let cachedDatabaseEnv: DatabaseEnv | undefined;

/** The server configuration from process.env, parsed on first use and then kept. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

export function databaseEnv(): DatabaseEnv {
  cachedDatabaseEnv ??= parseDatabaseEnv(process.env);
  return cachedDatabaseEnv;
}

/** Tests change process.env between cases; this forgets the parsed copies. */
export function resetEnvCache(): void {
  cachedServerEnv = undefined;
  cachedDatabaseEnv = undefined;
}
