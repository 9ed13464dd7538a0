import { z } from 'zod';

// Fault injection for tests (docs/decisions/honest-tests.md): latency, 5xx, 429 with Retry-After, dropped
// connections, per-token rate limiting, token revocation on renewal and scripted failures of
// the next N matching requests. All off by default; `POST /_control/faults {}` clears them.

const rate = z.number().min(0).max(1);

export const failRuleSchema = z.object({
  method: z.string().min(1).default('*'),
  /** A regular expression source, matched against the request path. */
  path: z.string().refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Must be a valid regular expression' },
  ),
  status: z.number().int().min(100).max(599),
  count: z.number().int().positive().default(1),
  /** Process the request, then answer with `status`: the change happened but the answer was lost. */
  afterHandling: z.boolean().default(false),
});
export type FailRule = z.infer<typeof failRuleSchema>;

export const faultsBodySchema = z.object({
  latencyMs: z
    .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
    .refine((l) => l.max >= l.min, { message: 'max must be >= min' })
    .optional(),
  errorRate: rate.optional(),
  rateLimitRate: rate.optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  dropRate: rate.optional(),
  revokeOnRenewal: z.boolean().optional(),
  rateLimit: z.object({ limit: z.number().int().positive(), windowMs: z.number().int().positive() }).nullable().optional(),
  failNext: z.array(failRuleSchema).optional(),
  /** Every 2xx JSON answer gets this many trailing spaces (still valid JSON), streamed without a length: an oversized body. 0: off. */
  padBodyBytes: z.number().int().min(0).max(64 * 1024 * 1024).optional(),
});
export type FaultsBody = z.infer<typeof faultsBodySchema>;

export interface Faults {
  latencyMs: { min: number; max: number } | null;
  errorRate: number;
  rateLimitRate: number;
  retryAfterSeconds: number;
  dropRate: number;
  revokeOnRenewal: boolean;
  rateLimit: { limit: number; windowMs: number } | null;
  failNext: FailRule[];
  padBodyBytes: number;
  /** Per-token fixed windows of the rate limiter. */
  windows: Map<string, { startedAt: number; count: number }>;
}

export function noFaults(): Faults {
  return {
    latencyMs: null,
    errorRate: 0,
    rateLimitRate: 0,
    retryAfterSeconds: 1,
    dropRate: 0,
    revokeOnRenewal: false,
    rateLimit: null,
    failNext: [],
    padBodyBytes: 0,
    windows: new Map(),
  };
}

/**
 * Applies a faults body. `{}` clears everything; otherwise the given fields replace the current
 * ones and the others stay, so a test can add a rule without repeating the rest.
 */
export function applyFaults(current: Faults, body: FaultsBody): Faults {
  if (Object.keys(body).length === 0) return noFaults();
  const next: Faults = { ...current, windows: current.windows };
  if (body.latencyMs !== undefined) next.latencyMs = body.latencyMs;
  if (body.errorRate !== undefined) next.errorRate = body.errorRate;
  if (body.rateLimitRate !== undefined) next.rateLimitRate = body.rateLimitRate;
  if (body.retryAfterSeconds !== undefined) next.retryAfterSeconds = body.retryAfterSeconds;
  if (body.dropRate !== undefined) next.dropRate = body.dropRate;
  if (body.revokeOnRenewal !== undefined) next.revokeOnRenewal = body.revokeOnRenewal;
  if (body.rateLimit !== undefined) {
    next.rateLimit = body.rateLimit;
    next.windows = new Map();
  }
  if (body.padBodyBytes !== undefined) next.padBodyBytes = body.padBodyBytes;
  if (body.failNext !== undefined) next.failNext = body.failNext.map((rule) => ({ ...rule }));
  return next;
}

/** What GET-style echoes of the fault settings show (the rate-limit windows stay internal). */
export function describeFaults(faults: Faults) {
  const { windows: _windows, ...rest } = faults;
  return rest;
}
