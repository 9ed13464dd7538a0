import { describe, expect, it } from 'vitest';
import { ReadError } from './fetch-json';
import { shouldRetryRead } from './read-retry';

const unavailable = { kind: 'unavailable' as const, message: 'The service cannot be reached.', retryable: true };

describe('shouldRetryRead', () => {
  it('does not repeat what the route already retried', () => {
    expect(shouldRetryRead(0, new ReadError(503, unavailable, true))).toBe(false);
    expect(shouldRetryRead(0, new ReadError(404, { kind: 'not_found', message: 'No such item.' }, true))).toBe(false);
  });
  it('retries the way to Shiftdesk once', () => {
    expect(shouldRetryRead(0, new ReadError(0, unavailable))).toBe(true);
    expect(shouldRetryRead(0, new ReadError(502, { kind: 'unexpected', message: 'The read failed (502).' }))).toBe(true);
    expect(shouldRetryRead(0, new TypeError('bad JSON'))).toBe(true);
    expect(shouldRetryRead(1, new ReadError(0, unavailable))).toBe(false);
  });
  it('never retries a 4xx that will not change', () => {
    expect(shouldRetryRead(0, new ReadError(403, { kind: 'forbidden', message: 'No.' }))).toBe(false);
    expect(shouldRetryRead(0, new ReadError(429, { kind: 'rate_limited', message: 'Later.' }))).toBe(true);
  });
});
