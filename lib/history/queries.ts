import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import type { ChangeLine } from './change-lines';

// The person's recent changes of an organization, read each time the panel opens and after each Undo.

export const historyKeys = { of: (organizationId: string) => ['history', organizationId] as const };

export function recentChangesOptions(organizationId: string) {
  return queryOptions({
    queryKey: historyKeys.of(organizationId),
    queryFn: ({ signal }) => fetchJson<ChangeLine[]>(`/api/organizations/${organizationId}/recent-changes`, signal),
    staleTime: 0,
  });
}
