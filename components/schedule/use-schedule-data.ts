'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { scheduleRangeOptions } from '@/lib/schedule/queries';
import { diffItems, type ItemChange } from '@/lib/schedule/item-changes';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

const EMPTY: ScheduleItem[] = [];

/**
 * The visible range's items, polled, plus what changed in the product since the manager last
 * looked. Only a fresh read from the service is compared with what was on screen; the manager's
 * own writes update the cache in place (same fetchedAt) and so are never reported as changes.
 */
export function useScheduleData(organizationId: string, range: { from: number; to: number } | null, pollMs: number) {
  const query = useQuery({
    ...scheduleRangeOptions(organizationId, range ?? { from: 0, to: 0 }, pollMs),
    enabled: range !== null,
  });
  const [changes, setChanges] = useState<Map<string, ItemChange>>(() => new Map());
  const seen = useRef<{ key: string; fetchedAt: number; items: ScheduleItem[] } | null>(null);
  const key = range ? `${range.from}:${range.to}` : '';
  const data = query.isPlaceholderData ? undefined : query.data;

  useEffect(() => {
    if (!data) return;
    const previous = seen.current;
    seen.current = { key, fetchedAt: data.fetchedAt, items: data.items };
    if (!previous || previous.key !== key || previous.fetchedAt === data.fetchedAt) return;
    const found = diffItems(previous.items, data.items);
    if (found.length === 0) return;
    setChanges((current) => {
      const next = new Map(current);
      for (const change of found) {
        const earlier = next.get(change.itemId);
        // Keep the first "before" so the list says what it was when the manager last looked.
        next.set(change.itemId, earlier ? { ...change, before: earlier.before, kinds: [...new Set([...earlier.kinds, ...change.kinds])] } : change);
      }
      return next;
    });
  }, [data, key]);

  const markAllSeen = useCallback(() => setChanges(new Map()), []);
  const markSeen = useCallback(
    (itemId: string) =>
      setChanges((current) => {
        if (!current.has(itemId)) return current;
        const next = new Map(current);
        next.delete(itemId);
        return next;
      }),
    [],
  );

  return { items: query.data?.items ?? EMPTY, query, changes, markAllSeen, markSeen };
}
