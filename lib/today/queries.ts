import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import type { TodayView } from './today-types';

// Today, polled as the schedule is: the server answers from the shared reads, so however many
// managers have it open the service is read once per organization and interval.
export function todayOptions(initial?: TodayView) {
  return queryOptions({
    queryKey: ['today'] as const,
    queryFn: ({ signal }) => fetchJson<TodayView>('/api/today', signal),
    initialData: initial,
    initialDataUpdatedAt: initial?.now,
    staleTime: 5_000,
    refetchInterval: SCHEDULE_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
