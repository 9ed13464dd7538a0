import { queryOptions } from '@tanstack/react-query';
import { candidatesUrl, type CandidatesRead } from '@/lib/staffing/candidates';
import { fetchJson } from '@/lib/queries/fetch-json';

// The staffing picker's read: asked for when the picker first opens, and again each time a picker
// mounts (a drawer opened, the panel reset after an add), while the last answer is shown.

export const candidateKeys = {
  item: (organizationId: string, itemId: string) => ['candidates', organizationId, itemId] as const,
};

export function candidatesOptions(organizationId: string, itemId: string, enabled: boolean) {
  return queryOptions({
    queryKey: candidateKeys.item(organizationId, itemId),
    queryFn: ({ signal }) => fetchJson<CandidatesRead>(candidatesUrl(organizationId, itemId), signal),
    staleTime: 0,
    enabled,
  });
}
