import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InboxRead, RequestCount } from '@/lib/requests/inbox-types';
import { requestsCountUrl, requestsUrl, type InboxWindow } from '@/lib/requests/request-urls';
import { fetchJson } from '@/lib/queries/fetch-json';
import { REQUEST_COUNT_POLL_MS, SCHEDULE_POLL_MS } from '@/lib/poll-intervals';

// The approvals inbox's reads: one query per organization and window, polled like the schedule,
// and the badge count. Both live under ['requests', organizationId] so a decision refreshes both.

export { SCHEDULE_POLL_MS as REQUESTS_POLL_MS, REQUEST_COUNT_POLL_MS } from '@/lib/poll-intervals';

export const requestKeys = {
  organization: (organizationId: string) => ['requests', organizationId] as const,
  window: (organizationId: string, window: InboxWindow) => ['requests', organizationId, 'inbox', window.from, window.to] as const,
  count: (organizationId: string) => ['requests', organizationId, 'count'] as const,
};

export function requestInboxOptions(organizationId: string, window: InboxWindow, pollMs: number = SCHEDULE_POLL_MS) {
  return queryOptions({
    queryKey: requestKeys.window(organizationId, window),
    queryFn: ({ signal }) => fetchJson<InboxRead>(requestsUrl(organizationId, window), signal),
    staleTime: 5_000,
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}

export function requestCountOptions(organizationId: string, pollMs: number = REQUEST_COUNT_POLL_MS) {
  return queryOptions({
    queryKey: requestKeys.count(organizationId),
    queryFn: ({ signal }) => fetchJson<RequestCount>(requestsCountUrl(organizationId), signal),
    staleTime: 10_000,
    refetchInterval: pollMs,
    refetchOnWindowFocus: true,
  });
}
