'use client';

import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemStatusLabel } from '@/lib/schedule/item-words';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';

export type Conflict = { current: ScheduleItem; retry: () => void };

/**
 * "Changed in the product while you had it open", shown next to the button that found it and
 * scrolled into view: the manager chooses to reload or to write their change over it.
 */
export function ConflictNotice({ conflict, timeZone, onReload, onDismiss }: { conflict: Conflict; timeZone: string; onReload: (current: ScheduleItem) => void; onDismiss: () => void }) {
  const hourCycle = useHourCycle();
  const ref = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView now returns a promise, which React would take for a clean-up.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);
  const { current } = conflict;
  return (
    <div ref={ref}>
      <Alert
        tone="warning"
        title="This item changed in the product while you had it open"
        action={
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => { onDismiss(); onReload(current); }}>
              Reload
            </Button>
            <Button size="sm" variant="primary" onClick={() => { onDismiss(); conflict.retry(); }}>
              Keep mine
            </Button>
          </div>
        }
      >
        Nothing was saved. Now: “{current.name ?? '—'}”, {formatSpan(current.start, current.end, timeZone, hourCycle)}, {itemStatusLabel(current.status)}.
      </Alert>
    </div>
  );
}
