import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '@/lib/queries/schedule';
import { readForPage } from '@/lib/server/navigation/page-reads';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';
import { listVisibleItems } from './calendar-service';

/**
 * Reads a range for the first render and puts it where the browser's query will look. A failed
 * read is not fatal: the browser reads again and shows what went wrong.
 */
export async function prefetchSchedule(queryClient: QueryClient, organizationId: string, range: { from: number; to: number }): Promise<void> {
  const read = await readForPage(() => listVisibleItems(organizationId, range));
  if (read.ok) queryClient.setQueryData<ScheduleRead>(scheduleKeys.range(organizationId, range.from, range.to), { items: read.data, fetchedAt: Date.now() });
}
