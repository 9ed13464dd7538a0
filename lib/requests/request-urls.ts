// The inbox's read URLs, apart from the window's rules (zod, Temporal): the count badge on every
// organization page needs only these, and should not carry those libraries.

/** A window of calendar days, both included, YYYY-MM-DD in the organization's zone. */
export type InboxWindow = { from: string; to: string };

export function requestsUrl(organizationId: string, window: InboxWindow): string {
  return `/api/organizations/${organizationId}/requests?from=${window.from}&to=${window.to}`;
}

export function requestsCountUrl(organizationId: string): string {
  return `/api/organizations/${organizationId}/requests/count`;
}

export function requestsPageHref(organizationId: string, window?: InboxWindow): string {
  return `/organizations/${organizationId}/requests${window ? `?from=${window.from}&to=${window.to}` : ''}`;
}

/** Where one decision is posted (a route, not a server action: decisions run side by side). */
export function decisionUrl(organizationId: string, decision: 'ACCEPTED' | 'DECLINED'): string {
  return `/api/organizations/${organizationId}/requests/${decision === 'ACCEPTED' ? 'approve' : 'decline'}`;
}

/** Where the answer to a replacement request is posted (cover, colleague's cover, release, keep). */
export function replacementUrl(organizationId: string): string {
  return `/api/organizations/${organizationId}/requests/replacement`;
}
