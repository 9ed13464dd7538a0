import { describe, expect, it } from 'vitest';
import { userRateLimitOf } from '@/lib/env';
import { createUserRateLimiter, userOverRateLimit } from './user-rate-limit';

describe('the per-user rate limit', () => {
  it('allows a minute’s worth at once, then refuses that user only, saying when to come back', () => {
    let t = 0;
    const limiter = createUserRateLimiter({ perMinute: 6, now: () => t });
    for (let i = 0; i < 6; i += 1) expect(limiter.take('a'), `request ${i + 1}`).toBeNull();
    expect(limiter.take('a')).toEqual({ retryAfterMs: 10_000 });
    expect(limiter.take('b')).toBeNull();
    t = 9_999;
    expect(limiter.take('a')).not.toBeNull();
    t = 10_000 + 9_999; // the refused attempts above cost nothing
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).not.toBeNull();
  });

  it('refills evenly up to the full bucket, never beyond', () => {
    let t = 0;
    const limiter = createUserRateLimiter({ perMinute: 60, now: () => t });
    for (let i = 0; i < 60; i += 1) limiter.take('a');
    t = 10 * 60_000;
    let allowed = 0;
    while (limiter.take('a') === null) allowed += 1;
    expect(allowed).toBe(60);
  });

  it('0 means no limit', () => {
    const limiter = createUserRateLimiter({ perMinute: 0 });
    for (let i = 0; i < 10_000; i += 1) expect(limiter.take('a')).toBeNull();
  });

  it('answers rate_limited with a message for the person and the delay', () => {
    const limiter = createUserRateLimiter({ perMinute: 1, now: () => 0 });
    expect(userOverRateLimit(limiter, 'a')).toBeNull();
    const error = userOverRateLimit(limiter, 'a');
    expect(error?.toShape()).toEqual({ kind: 'rate_limited', message: 'You are sending requests faster than Shiftdesk allows for one person. Try again in 60 s.', retryable: true });
    expect(error?.retryAfterMs).toBe(60_000);
  });

  it('reads USER_RATE_LIMIT_PER_MINUTE, 600 by default', () => {
    expect(userRateLimitOf({})).toBe(600);
    expect(userRateLimitOf({ USER_RATE_LIMIT_PER_MINUTE: '30' })).toBe(30);
    expect(userRateLimitOf({ USER_RATE_LIMIT_PER_MINUTE: '0' })).toBe(0);
  });
});
