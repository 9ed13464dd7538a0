'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestKeys } from '@/lib/requests/queries';
import type { InboxRead, RequestCount } from '@/lib/requests/inbox-types';
import { waitingCount } from '@/lib/requests/waiting-count';

// One number for the inbox's heading and the navigation badge: on the badge's own window (the
// default one) the inbox's read, less what was answered here, is also the badge's count.

export function useWaitingBadge(organizationId: string, isDefaultWindow: boolean, data: Pick<InboxRead, 'requests' | 'window' | 'fetchedAt'> | undefined, answered: (key: string) => boolean): number | null {
  const queryClient = useQueryClient();
  const waiting = data ? waitingCount(data.requests, answered) : null;
  useEffect(() => {
    if (!isDefaultWindow || !data || waiting === null) return;
    queryClient.setQueryData<RequestCount>(requestKeys.count(organizationId), { count: waiting, window: data.window, fetchedAt: data.fetchedAt });
  }, [isDefaultWindow, data, waiting, queryClient, organizationId]);
  return waiting;
}
