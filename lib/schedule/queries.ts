import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { calendarItemsUrl, type ScheduleRead } from '@/lib/schedule/schedule-read';
import type { ScheduleItemDetail } from '@/lib/schedule/schedule-item';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { fetchJsonIfChanged } from '@/lib/queries/conditional-read';
import { fetchJson } from '@/lib/queries/fetch-json';
import { takeArrivedRead, takePreloadedRead } from '@/lib/queries/preloaded-reads';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import type { NeedsByItem } from '@/lib/schedule/item-needs';

// The schedule's reads: one query per organization and range (so earlier ranges stay cached while
// a manager pages back and forth), polled for changes made in the product.

export { SCHEDULE_POLL_MS as DEFAULT_POLL_MS } from '@/lib/poll-intervals';

export const scheduleKeys = {
  all: ['schedule'] as const,
  organization: (organizationId: string) => ['schedule', organizationId] as const,
  range: (organizationId: string, from: number, to: number) => ['schedule', organizationId, from, to] as const,
  item: (itemId: string) => ['schedule-item', itemId] as const,
};

export function scheduleRangeOptions(organizationId: string, range: { from: number; to: number }, pollMs: number = SCHEDULE_POLL_MS) {
  const url = calendarItemsUrl(organizationId, range.from, range.to);
  // The page preloads its first range (see preloaded-reads.ts): answered from that when it has arrived.
  // The route answers in the wire shape; fromWire rebuilds the items (the same object for a 304).
  let preloaded: { value: ScheduleWire; receivedAt: number } | undefined;
  return queryOptions({
    queryKey: scheduleKeys.range(organizationId, range.from, range.to),
    queryFn: async ({ signal }): Promise<ScheduleRead> => fromWire(await (takePreloadedRead<ScheduleWire>(url) ?? fetchJsonIfChanged<ScheduleWire>(url, signal))),
    initialData: () => {
      preloaded = takeArrivedRead<ScheduleWire>(url);
      return preloaded && fromWire(preloaded.value);
    },
    initialDataUpdatedAt: () => preloaded?.receivedAt,
    staleTime: 5_000,
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
    // While the next range loads, keep showing the previous one instead of an empty calendar.
    placeholderData: keepPreviousData,
  });
}

export function scheduleItemOptions(organizationId: string, itemId: string) {
  return queryOptions({
    queryKey: scheduleKeys.item(itemId),
    queryFn: ({ signal }) => fetchJson<ScheduleItemDetail>(`/api/organizations/${organizationId}/calendar-items/${itemId}`, signal),
    staleTime: 0,
  });
}

/** Which of the organization's items need more than one person (Shiftdesk's "needs N"), polled with the schedule. */
export function itemNeedsOptions(organizationId: string, pollMs: number = SCHEDULE_POLL_MS) {
  return queryOptions({
    queryKey: ['item-needs', organizationId] as const,
    queryFn: ({ signal }) => fetchJson<NeedsByItem>(`/api/organizations/${organizationId}/item-needs`, signal),
    staleTime: 5_000,
    refetchInterval: pollMs,
  });
}
