'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { scheduleRangeOptions } from '@/lib/schedule/queries';
import { boardReadRange, itemsOfRange } from '@/lib/schedule/judged-range';
import type { WorkingTimeRules } from '@/lib/working-time';
import { diffItems, type ItemChange } from '@/lib/schedule/item-changes';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

const EMPTY: ScheduleItem[] = [];

/** The working-time rules a board marks, and the zone they are judged in. */
export type Judging = { rules: WorkingTimeRules; timeZone: string };

/**
 * The visible range's items, polled, plus what changed in the product since the manager last
 * looked. Only a fresh read from the service is compared with what was on screen; the manager's
 * own writes update the cache in place (same fetchedAt) and so are never reported as changes.
 * With `judging`, the one read is widened by what the rules need (lib/schedule/judged-range.ts):
 * `items` are still the range's, `judged` all that was read, for the marks.
 */
export function useScheduleData(organizationId: string, range: { from: number; to: number } | null, pollMs: number, judging?: Judging) {
  const rules = judging?.rules;
  const zone = judging?.timeZone;
  const read = useMemo(() => (range && rules && zone ? boardReadRange(range, rules, zone) : range), [range, rules, zone]);
  const query = useQuery({
    ...scheduleRangeOptions(organizationId, read ?? { from: 0, to: 0 }, pollMs),
    enabled: read !== null,
  });
  const [changes, setChanges] = useState<Map<string, ItemChange>>(() => new Map());
  const seen = useRef<{ key: string; fetchedAt: number; items: ScheduleItem[] } | null>(null);
  const key = range ? `${range.from}:${range.to}` : '';
  const judged = query.data?.items ?? EMPTY;
  const widened = read !== range;
  const items = useMemo(() => (widened && range ? itemsOfRange(judged, range) : judged), [widened, range, judged]);
  const fresh = query.isPlaceholderData ? undefined : query.data;
  const data = useMemo(() => (fresh ? { fetchedAt: fresh.fetchedAt, items } : undefined), [fresh, items]);

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

  return { items, judged, query, changes, markAllSeen, markSeen };
}
