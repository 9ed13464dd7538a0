import type { QueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

/**
 * Puts the service's answer to a write into every cached range of the organization, where the
 * service would list it (its start within the range), keeping fetchedAt so the change is not
 * mistaken for one made in the product. Polls in flight are cancelled first: they could still
 * bring back the item as it was before the write.
 */
export async function replaceInCache(queryClient: QueryClient, organizationId: string, change: { item: ScheduleItem } | { deletedId: string }): Promise<void> {
  const filter = { queryKey: scheduleKeys.organization(organizationId) };
  await queryClient.cancelQueries(filter);
  const id = 'deletedId' in change ? change.deletedId : change.item.id;
  for (const [key, old] of queryClient.getQueriesData<ScheduleRead>(filter)) {
    if (!old) continue;
    const [, , from, to] = key as readonly [string, string, number, number];
    const items = old.items.filter((i) => i.id !== id);
    if ('item' in change && change.item.start >= from && change.item.start <= to) items.push(change.item);
    items.sort((a, b) => a.start - b.start);
    queryClient.setQueryData<ScheduleRead>(key, { ...old, items });
  }
  // An open drawer reads the item again (with its raw record); deleted items are not re-read.
  if ('item' in change) void queryClient.invalidateQueries({ queryKey: scheduleKeys.item(id) });
  else queryClient.removeQueries({ queryKey: scheduleKeys.item(id) });
}
