import { z } from 'zod';
import { auditOutcomeValues, auditParamOrder, type AuditParam, type AuditView, type IgnoredParam, type ParsedAuditParams, type RawSearchParams } from './search-params';

// The audit page's reading of its search params (on the server; the browser only builds links).

/** Dotted verbs as written by the code: `auth.signed_in`, `calendar_item.moved`. */
const ACTION_PATTERN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;

const fields: Record<AuditParam, z.ZodType<unknown, string>> = {
  action: z
    .string()
    .max(100, 'is too long to be an action')
    .regex(ACTION_PATTERN, 'is not an action name (lower-case words joined by dots)'),
  actor: z.string().toLowerCase().max(254, 'is too long to be an email address').pipe(z.email('is not an email address')),
  outcome: z.enum(auditOutcomeValues, { error: `is not one of ${auditOutcomeValues.join(', ')}` }),
  before: z
    .string()
    .regex(/^\d{1,15}$/, 'is not an entry number')
    .transform(Number)
    .pipe(z.number().int().positive('is not an entry number')),
};

const MAX_SHOWN_VALUE = 60;

/**
 * Reads the page's search params. Each one is checked on its own: a bad value is left out of the
 * view and reported in `ignored` (to tell the user), never thrown, and the others still apply.
 * Empty values (an untouched form field) count as absent; of a repeated param the first is used.
 */
export function parseAuditSearchParams(raw: RawSearchParams): ParsedAuditParams {
  const view: AuditView = {};
  const ignored: IgnoredParam[] = [];
  for (const param of auditParamOrder) {
    const given = raw[param];
    const value = (Array.isArray(given) ? given[0] : given)?.trim();
    if (!value) continue;
    const parsed = fields[param].safeParse(value);
    if (parsed.success) {
      Object.assign(view, { [param]: parsed.data });
    } else {
      ignored.push({ param, value: shorten(value), reason: parsed.error.issues[0]?.message ?? 'is not valid' });
    }
  }
  return { view, ignored };
}

function shorten(value: string): string {
  return value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value;
}
