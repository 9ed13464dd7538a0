import { queryOptions } from '@tanstack/react-query';
import { copyPreviewUrl, copyProgressUrl } from '@/lib/copy/copy-form';
import type { CopyRequest } from '@/lib/copy/copy-input';
import type { CopyPreview, CopyProgress, RecentCopy } from '@/lib/copy/copy-views';
import { fetchJson } from '@/lib/queries/fetch-json';

// A copy's preview, read once per "Preview"; its progress, polled while it runs (or while its
// undo runs), then left alone; the person's recent copies, read each time the dialog opens.

export const fetchCopyPreview = (request: CopyRequest) => fetchJson<CopyPreview>(copyPreviewUrl(request));

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

export function recentCopiesOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['copy', organizationId, 'recent'] as const,
    queryFn: ({ signal }) => fetchJson<RecentCopy[]>(`/api/organizations/${organizationId}/copies`, signal),
    staleTime: 0,
  });
}
