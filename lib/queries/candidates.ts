import { queryOptions } from '@tanstack/react-query';
import { candidatesUrl, type CandidatesRead } from '@/lib/schedule/staffing-candidates';
import { fetchJson } from './fetch-json';

// The staffing picker's read: asked for when the picker opens, fresh for half a minute (the drawer
// refetches it after a change to the item, see replace-in-cache's callers).

export const candidateKeys = {
  item: (organizationId: string, itemId: string) => ['candidates', organizationId, itemId] as const,
};

export function candidatesOptions(organizationId: string, itemId: string, enabled: boolean) {
  return queryOptions({
    queryKey: candidateKeys.item(organizationId, itemId),
    queryFn: ({ signal }) => fetchJson<CandidatesRead>(candidatesUrl(organizationId, itemId), signal),
    staleTime: 30_000,
    enabled,
  });
}
