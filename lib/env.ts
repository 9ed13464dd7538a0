import 'server-only';
import { z } from 'zod';

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
};

export type DatabaseEnv = Pick<ServerEnv, 'DATA_DIR' | 'DATABASE_URL'>;

function fail(problems: string[]): never {
  throw new Error(`Invalid Shiftdesk configuration:\n  ${problems.join('\n  ')}`);
}

function issuesToProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
}

/** Parses a full server configuration; throws one Error naming every missing or malformed variable. */
export function parseServerEnv(source: Source): ServerEnv {
  const parsed = serverShape.safeParse(source);
  if (!parsed.success) fail(issuesToProblems(parsed.error));
  const env = parsed.data;
  const problems: string[] = [];

  const baseUrl = env.SERVICE_BASE_URL ?? (env.DEMO_MODE ? DEMO_SERVICE_BASE_URL : undefined);
  if (!baseUrl) problems.push('SERVICE_BASE_URL: required (the service base URL), unless DEMO_MODE=1');

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
