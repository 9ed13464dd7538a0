import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { AvailabilityByUser } from './availability';

/** The organization's people's availability and preferences (Shiftdesk's own), read when a form opens. */
export function availabilityOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['availability', organizationId] as const,
    queryFn: ({ signal }) => fetchJson<AvailabilityByUser>(`/api/organizations/${organizationId}/availability`, signal),
    staleTime: 5_000,
  });
}
