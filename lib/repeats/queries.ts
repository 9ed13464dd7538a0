import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/queries/fetch-json';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import type { RepeatMarks } from './repeat-marks';

// The repeat marks of a range (GET /api/organizations/[id]/repeats), polled with the schedule.

export const repeatMarksKeys = {
  organization: (organizationId: string) => ['repeat-marks', organizationId] as const,
  range: (organizationId: string, from: number, to: number) => ['repeat-marks', organizationId, from, to] as const,
};

export function repeatMarksOptions(organizationId: string, range: { from: number; to: number }, pollMs: number = SCHEDULE_POLL_MS) {
  return queryOptions({
    queryKey: repeatMarksKeys.range(organizationId, range.from, range.to),
    queryFn: ({ signal }) => fetchJson<RepeatMarks>(`/api/organizations/${organizationId}/repeats?from=${range.from}&to=${range.to}`, signal),
    staleTime: 5_000,
    refetchInterval: pollMs,
  });
}
