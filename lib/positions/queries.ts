import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { HeldPositions, PositionsRead } from './positions';

/** The organization's positions, items' and people's (Shiftdesk's own). */
export function positionsOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['positions', organizationId] as const,
    queryFn: ({ signal }) => fetchJson<PositionsRead>(`/api/organizations/${organizationId}/positions`, signal),
    staleTime: 5_000,
  });
}

/** The positions a person's shifts over the last 8 weeks required (their suggestions' history). */
export function heldPositionsOptions(organizationId: string, userId: string) {
  return queryOptions({
    queryKey: ['positions', organizationId, 'held', userId] as const,
    queryFn: ({ signal }) => fetchJson<HeldPositions>(`/api/organizations/${organizationId}/positions/held?userId=${encodeURIComponent(userId)}`, signal),
    staleTime: 60_000,
  });
}
