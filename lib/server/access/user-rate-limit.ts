import 'server-only';
import { AppError } from '@/lib/errors';

// Every signed-in person shares the one service token, and with it the service's rate limit: one
// person's script or stuck tab must not spend it for everyone. Each user gets a bucket of
// USER_RATE_LIMIT_PER_MINUTE requests (server actions and GET routes alike), refilled evenly over
// a minute; an empty bucket answers rate_limited (HTTP 429) to that user only, before anything is
// sent upstream. Counted per process: N instances allow up to N times as much.

export type UserRateLimiter = {
  /** Takes one request from the user's bucket: null when allowed, else how long until one is free. */
  take(userId: string): { retryAfterMs: number } | null;
};

const MAX_TRACKED_USERS = 10_000;

export function createUserRateLimiter(options: { perMinute: number; now?: () => number }): UserRateLimiter {
  const now = options.now ?? Date.now;
  const capacity = options.perMinute;
  const refillPerMs = capacity / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(userId) {
      if (capacity === 0) return null;
      const t = now();
      const bucket = buckets.get(userId) ?? { tokens: capacity, at: t };
      bucket.tokens = Math.min(capacity, bucket.tokens + (t - bucket.at) * refillPerMs);
      bucket.at = t;
      if (buckets.size >= MAX_TRACKED_USERS && !buckets.has(userId)) forgetFull(buckets, capacity, refillPerMs, t);
      buckets.set(userId, bucket);
      if (bucket.tokens < 1) return { retryAfterMs: Math.ceil((1 - bucket.tokens) / refillPerMs) };
      bucket.tokens -= 1;
      return null;
    },
  };
}

/** Buckets that have refilled hold nothing worth remembering. */
function forgetFull(buckets: Map<string, { tokens: number; at: number }>, capacity: number, refillPerMs: number, t: number): void {
  for (const [id, b] of buckets) if (b.tokens + (t - b.at) * refillPerMs >= capacity) buckets.delete(id);
}

/** The pipeline's hook: an AppError to answer when this user is over their limit, else null. */
export function userOverRateLimit(limiter: UserRateLimiter, userId: string): AppError | null {
  const over = limiter.take(userId);
  if (!over) return null;
  const seconds = Math.max(1, Math.ceil(over.retryAfterMs / 1000));
  return new AppError('rate_limited', `You are sending requests faster than Shiftdesk allows for one person. Try again in ${seconds} s.`, {
    retryAfterMs: over.retryAfterMs,
  });
}

