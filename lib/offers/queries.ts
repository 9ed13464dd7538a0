import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { OfferChoices, OfferRead } from './offer-view';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';

// The drawer's offer reads: the item's offer on opening (polled while it runs, as the schedule
// polls); who a new offer would go to only once the offer form opens (weeks of items and the
// member list: too much to read every time a shift is opened).

export const offerUrl = (organizationId: string, itemId: string) => `/api/organizations/${organizationId}/calendar-items/${itemId}/offer`;
export const offerChoicesUrl = (organizationId: string, itemId: string, replacing: string | null = null) => `${offerUrl(organizationId, itemId)}/ranking${replacing ? `?replacing=${encodeURIComponent(replacing)}` : ''}`;
export const offerKeys = {
  item: (organizationId: string, itemId: string) => ['offer', organizationId, itemId] as const,
  choices: (organizationId: string, itemId: string, replacing: string | null = null) => ['offer', organizationId, itemId, 'choices', replacing] as const,
};

export function offerOptions(organizationId: string, itemId: string) {
  return queryOptions({
    queryKey: offerKeys.item(organizationId, itemId),
    queryFn: ({ signal }) => fetchJson<OfferRead>(offerUrl(organizationId, itemId), signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.offer?.running ? SCHEDULE_POLL_MS / 3 : false),
  });
}

export function offerChoicesOptions(organizationId: string, itemId: string, replacing: string | null = null) {
  return queryOptions({
    queryKey: offerKeys.choices(organizationId, itemId, replacing),
    queryFn: ({ signal }) => fetchJson<OfferChoices>(offerChoicesUrl(organizationId, itemId, replacing), signal),
    staleTime: 0,
  });
}
