import 'server-only';
import { buildRequestInbox, countRequests } from '@/lib/requests/build-inbox';
import type { InboxRead, RequestCount } from '@/lib/requests/inbox-types';
import { defaultWindow, windowInstants, type InboxWindow } from '@/lib/requests/inbox-window';
import { REQUEST_COUNT_POLL_MS } from '@/lib/poll-intervals';
import { todayIn } from '@/lib/schedule';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { readWarningItems } from '@/lib/staffing/server';

// The approvals inbox: one read of the organization's items wide enough for every warning (the
// same read as the staffing picker's, warning-items.ts), then the pure builder.

export async function readRequestInbox(services: AppServices, organizationId: string, window: InboxWindow, timeZone: string): Promise<InboxRead> {
  const span = windowInstants(window, timeZone);
  const { rules } = await organizationWorkingTime(services.db, organizationId);
  const inbox = buildRequestInbox(await readWarningItems(services, organizationId, span, timeZone, rules), span, timeZone, rules);
  return { ...inbox, window, timeZone, fetchedAt: Date.now() };
}

/**
 * Requests waiting for a manager in the default window (the next 14 days): the navigation badge.
 * Counted on the service's records as they come: a count needs no names, and every open page polls
 * it, so it skips the profile look-ups and the conversion the calendar's items go through.
 */
export async function countOpenRequests({ upstream }: AppServices, organizationId: string, timeZone: string): Promise<RequestCount> {
  const window = defaultWindow(todayIn(timeZone));
  const span = windowInstants(window, timeZone);
  // Shared reads this old are taken: the badge asks again only after this long anyway.
  const items = await upstream.listCalendarItems(organizationId, { from: span.start, to: span.end - 1 }, REQUEST_COUNT_POLL_MS);
  return { count: countRequests(items, span), window, fetchedAt: Date.now() };
}
