'use client';

import { useQuery } from '@tanstack/react-query';
import { usePageLoaded } from '@/components/queries/use-page-loaded';
import { requestCountOptions } from '@/lib/requests/queries';

/** The number of requests waiting in the next 14 days, on the Requests tab; nothing when none or unknown. */
export function RequestsCountBadge({ organizationId }: { organizationId: string }) {
  // A badge waits for the page: on the schedule, its read of a fortnight would race the calendar's own.
  const loaded = usePageLoaded();
  const { data } = useQuery({ ...requestCountOptions(organizationId), enabled: loaded });
  if (!data || data.count === 0) return null;
  return (
    <span data-testid="requests-count" className="ml-1.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-800 tabular-nums">
      <span aria-hidden>{data.count > 99 ? '99+' : data.count}</span>
      <span className="sr-only">({data.count} waiting)</span>
    </span>
  );
}
