import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { PositionsRead } from './positions';

/** The organization's positions, items' and people's (Shiftdesk's own). */
export function positionsOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['positions', organizationId] as const,
    queryFn: ({ signal }) => fetchJson<PositionsRead>(`/api/organizations/${organizationId}/positions`, signal),
    staleTime: 5_000,
  });
}
