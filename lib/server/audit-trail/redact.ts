import 'server-only';

// The audit log is read by admins in the browser and kept for a long time: a token, secret or
// password must never land in it, even when a caller passes a whole object as before/after.
// Keys that end in one of these words (optionally + Enc) are secrets; `tokenId` or `countryCode` are not.
const SECRET_KEY = /(password|secret|authorization|cookie|token)(_?enc)?$|^(code|authorization_?code)$/i;
const MAX_DEPTH = 8;
const MAX_STRING = 2_000;

export const REDACTED = '[redacted]';

/** A JSON-safe copy with secret-looking keys replaced, long strings cut and bigints as strings. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactForAudit(item, depth + 1) ?? null);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue;
      out[key] = SECRET_KEY.test(key) ? REDACTED : redactForAudit(item, depth + 1);
    }
    return out;
  }
  return String(value);
}
