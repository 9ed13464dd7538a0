import { queryOptions } from '@tanstack/react-query';
import { copyProgressUrl } from '@/lib/copy/copy-form';
import type { CopyProgress } from '@/lib/copy/copy-views';
import { fetchJson } from '@/lib/queries/fetch-json';

// A copy's progress, polled while it runs (or while its undo runs), then left alone.

const POLL_MS = 500;

export function copyProgressOptions(organizationId: string, copyId: string) {
  return queryOptions({
    queryKey: ['copy', organizationId, copyId] as const,
    queryFn: ({ signal }) => fetchJson<CopyProgress>(copyProgressUrl(organizationId, copyId), signal),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'finished' || state === 'undone' ? false : POLL_MS;
    },
  });
}
