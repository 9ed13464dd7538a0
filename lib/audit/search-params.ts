import { z } from 'zod';

// The audit page's view lives in the URL (?action=&actor=&outcome=&before=) so a link reopens it.
// Plain module (no server-only): the page parses with it, the filter form builds links with it.

export const AUDIT_PATH = '/audit';
export const AUDIT_PAGE_SIZE = 50;

/** The outcomes an entry can have; kept equal to the database's list (checked by a unit test). */
export const auditOutcomeValues = ['success', 'failure', 'refused'] as const;
export type AuditOutcomeValue = (typeof auditOutcomeValues)[number];

/** Dotted verbs as written by the code: `auth.signed_in`, `calendar_item.moved`. */
const ACTION_PATTERN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;

const fields = {
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

export type AuditParam = keyof typeof fields;

/** What the page shows: filters, plus the keyset cursor (only entries older than `before`). */
export type AuditView = {
  action?: string;
  actor?: string;
  outcome?: AuditOutcomeValue;
  before?: number;
};

export type IgnoredParam = { param: AuditParam; value: string; reason: string };

export type ParsedAuditParams = { view: AuditView; ignored: IgnoredParam[] };

export type RawSearchParams = Record<string, string | string[] | undefined>;

const paramOrder: readonly AuditParam[] = ['action', 'actor', 'outcome', 'before'];
const MAX_SHOWN_VALUE = 60;

/**
 * Reads the page's search params. Each one is checked on its own: a bad value is left out of the
 * view and reported in `ignored` (to tell the user), never thrown, and the others still apply.
 * Empty values (an untouched form field) count as absent; of a repeated param the first is used.
 */
export function parseAuditSearchParams(raw: RawSearchParams): ParsedAuditParams {
  const view: AuditView = {};
  const ignored: IgnoredParam[] = [];
  for (const param of paramOrder) {
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

/** The link to a view: params in a fixed order, empty ones left out (also takes raw form values). */
export function auditHref(view: AuditView | { [P in AuditParam]?: string | number }): string {
  const query = new URLSearchParams();
  for (const param of paramOrder) {
    const value = view[param]?.toString().trim();
    if (value) query.set(param, value);
  }
  const text = query.toString();
  return text ? `${AUDIT_PATH}?${text}` : AUDIT_PATH;
}

/** The same filters from the newest entry (no cursor). */
export function withoutCursor(view: AuditView): AuditView {
  const { before: _before, ...filters } = view;
  return filters;
}

export function hasFilters(view: AuditView): boolean {
  return Boolean(view.action || view.actor || view.outcome);
}

const paramLabels: Record<AuditParam, string> = { action: 'Action', actor: 'Actor', outcome: 'Outcome', before: 'Page cursor' };

/** One line for the user: `Outcome "banana" is not one of success, failure, refused.` */
export function describeIgnored({ param, value, reason }: IgnoredParam): string {
  return `${paramLabels[param]} “${value}” ${reason}.`;
}

function shorten(value: string): string {
  return value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value;
}
