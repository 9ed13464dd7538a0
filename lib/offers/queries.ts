import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { OfferPanel } from './offer-view';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';

// The drawer's offer read: the item's offer (polled while it runs, as the schedule polls), and
// while none runs, who a new one would go to.

export const offerPanelUrl = (organizationId: string, itemId: string) => `/api/organizations/${organizationId}/calendar-items/${itemId}/offer`;
export const offerKeys = { item: (organizationId: string, itemId: string) => ['offer', organizationId, itemId] as const };

export function offerPanelOptions(organizationId: string, itemId: string) {
  return queryOptions({
    queryKey: offerKeys.item(organizationId, itemId),
    queryFn: ({ signal }) => fetchJson<OfferPanel>(offerPanelUrl(organizationId, itemId), signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.offer?.running ? SCHEDULE_POLL_MS / 3 : false),
  });
}
