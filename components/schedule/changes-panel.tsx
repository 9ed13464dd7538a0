'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ChangeKind, ItemChange } from '@/lib/schedule/item-changes';
import { itemTypeLabel } from '@/lib/schedule/item-words';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';

const kindLabels: Record<ChangeKind, string> = {
  new: 'New',
  moved: 'Moved',
  deleted: 'Gone from this view',
  status: 'Status changed',
  members: 'People changed',
  details: 'Details changed',
};

/** The counter of changes made in the product since the manager last looked, and their list. */
export function ChangesPanel({ changes, timeZone, onOpen, onSeenAll }: { changes: ReadonlyMap<string, ItemChange>; timeZone: string; onOpen: (itemId: string) => void; onSeenAll: () => void }) {
  const hourCycle = useHourCycle();
  const [open, setOpen] = useState(false);
  const list = [...changes.values()];
  if (list.length === 0) return null;
  return (
    <div className="rounded-lg border border-rose-200 bg-rose-50/60">
      <div className="flex items-center gap-3 px-3 py-2">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="text-sm font-medium text-rose-900 hover:underline">
          {list.length === 1 ? '1 change' : `${list.length} changes`} made in the product since you looked
        </button>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onSeenAll}>
          Mark all as seen
        </Button>
      </div>
      {open && (
        <ul aria-label="Changes made in the product" className="max-h-60 divide-y divide-rose-100 overflow-y-auto border-t border-rose-200 bg-white">
          {list.map((c) => (
            <li key={c.itemId} className="flex items-center gap-3 px-3 py-2 text-sm">
              <div className="flex shrink-0 gap-1">
                {c.kinds.map((k) => (
                  <Badge key={k} tone={k === 'deleted' ? 'danger' : k === 'new' ? 'success' : 'warning'}>
                    {kindLabels[k]}
                  </Badge>
                ))}
              </div>
              <button type="button" className="min-w-0 truncate text-left font-medium text-slate-900 hover:underline disabled:no-underline" disabled={c.kinds.includes('deleted')} onClick={() => onOpen(c.itemId)}>
                {c.item.name || itemTypeLabel(c.item.type)}
              </button>
              <span className="ml-auto shrink-0 text-xs text-slate-500">
                {c.kinds.includes('moved') && c.before ? `${formatSpan(c.before.start, c.before.end, timeZone, hourCycle)} → ` : ''}
                {formatSpan(c.item.start, c.item.end, timeZone, hourCycle)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
