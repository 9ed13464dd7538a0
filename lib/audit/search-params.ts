// The audit page's view lives in the URL (?action=&actor=&outcome=&before=) so a link reopens it.
// Plain module (no server-only, no zod): the filter form builds links with it. The page parses the
// params with ./parse-search-params, which the browser does not need.

export const AUDIT_PATH = '/audit';
export const AUDIT_PAGE_SIZE = 50;

/** The outcomes an entry can have; kept equal to the database's list (checked by a unit test). */
export const auditOutcomeValues = ['success', 'failure', 'refused'] as const;
export type AuditOutcomeValue = (typeof auditOutcomeValues)[number];

export type AuditParam = 'action' | 'actor' | 'outcome' | 'before';

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

/** The params in the order links write them. */
export const auditParamOrder: readonly AuditParam[] = ['action', 'actor', 'outcome', 'before'];

/** The link to a view: params in a fixed order, empty ones left out (also takes raw form values). */
export function auditHref(view: AuditView | { [P in AuditParam]?: string | number }): string {
  const query = new URLSearchParams();
  for (const param of auditParamOrder) {
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
