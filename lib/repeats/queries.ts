import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import type { RepeatMarks } from './repeat-marks';

// The repeat marks of a range (GET /api/organizations/[id]/repeats), polled with the schedule.

const CHANGE_POLL_MS = 2_000;

export const repeatMarksKeys = {
  organization: (organizationId: string) => ['repeat-marks', organizationId] as const,
  range: (organizationId: string, from: number, to: number) => ['repeat-marks', organizationId, from, to] as const,
};

export function repeatMarksOptions(organizationId: string, range: { from: number; to: number }, pollMs: number = SCHEDULE_POLL_MS) {
  return queryOptions({
    queryKey: repeatMarksKeys.range(organizationId, range.from, range.to),
    queryFn: ({ signal }) => fetchJson<RepeatMarks>(`/api/organizations/${organizationId}/repeats?from=${range.from}&to=${range.to}`, signal),
    staleTime: 5_000,
    // While an end or edit of a series is still under way, often enough to show its progress.
    refetchInterval: (query) => (Object.values(query.state.data ?? {}).some((mark) => (mark.changing ?? 0) > 0) ? CHANGE_POLL_MS : pollMs),
  });
}
