import 'server-only';

// Retry-After is either delay-seconds or an HTTP date (RFC 9110 section 10.2.3). Anything else is
// ignored rather than trusted: a garbled header must not make us wait, nor stop us retrying.

/** Milliseconds to wait, or undefined when the header is absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only something that reads like an HTTP date ("Sun, 06 Nov 1994 08:49:37 GMT"): Date.parse
  // alone would take "-1" or "5.5" for a year.
  if (!/^[A-Za-z]{3},? /.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
