import 'server-only';

export interface RetryPolicy {
  /** Total attempts, the first one included. */
  attempts: number;
  /** Base of the exponential backoff. */
  baseDelayMs: number;
  /** Ceiling of one backoff delay. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the caller gets rate_limited/unavailable at once. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2_000, maxRetryAfterMs: 5_000 };

/**
 * "Full jitter" backoff: a random delay in [0, min(max, base * 2^retry)]. Spreading retries at
 * random keeps many instances that failed together from retrying together.
 */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * The wait before the next attempt: the server's Retry-After when it gave one (never less), else
 * the jittered backoff. Undefined means "do not retry" (the server asked for more than we wait).
 */
export function nextDelay(policy: RetryPolicy, retry: number, retryAfterMs: number | undefined): number | undefined {
  if (retryAfterMs === undefined) return backoffDelay(policy, retry);
  if (retryAfterMs > policy.maxRetryAfterMs) return undefined;
  return Math.max(retryAfterMs, backoffDelay(policy, retry));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
