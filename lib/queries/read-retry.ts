import { ReadError } from './fetch-json';

// When the browser asks one of our routes again after a failed read. Our routes have already
// retried the service themselves (three attempts with backoff, honouring Retry-After), so asking
// again only repeated all that: a failing schedule read stayed on "Loading…" for about 16 s. The
// browser now retries once, a second later, and only what the route could not have retried: the
// way to Shiftdesk (no answer, or an answer without our error body, e.g. from a proxy).

export const READ_RETRY_DELAY_MS = 1_000;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ReadError)) return true;
  if (error.fromRoute) return false;
  // 408 and 429 say "later"; other 4xx answers will not change.
  return !(error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429);
}
