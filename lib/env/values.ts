import { z } from 'zod';

// The building blocks of the configuration's parsing: unset-or-empty handling, flags, URLs, the
// encryption key, the log level and the per-user limit (the last two also read on their own).

export type Source = Record<string, string | undefined>;

/** Empty strings count as unset: `FOO=` in a .env file means "not given", not "the empty value". */
export const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
export const optionalString = unsetIfEmpty(z.string().trim().min(1).optional());

/** '1'/'true' or '0'/'false'; unset leaves the decision to the code that reads it. */
export const optionalFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['1', '0', 'true', 'false'], { message: "must be '1' or '0'" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
);

export const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

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
export const logLevelSchema = z.preprocess(
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
export const userRateLimitSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(1_000_000).default(DEFAULT_USER_RATE_LIMIT_PER_MINUTE),
);

/** The per-user request limit alone, never failing (the access pipeline's tests run without a full configuration; start-up names a bad value). */
export function userRateLimitOf(source: Source): number {
  const parsed = userRateLimitSchema.safeParse(source.USER_RATE_LIMIT_PER_MINUTE);
  return parsed.success ? parsed.data : DEFAULT_USER_RATE_LIMIT_PER_MINUTE;
}
