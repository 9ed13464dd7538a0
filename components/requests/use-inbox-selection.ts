'use client';

import { useState } from 'react';
import type { InboxRow } from './inbox-rows';
import { isInFlight, isSettled, type RowOutcome } from './use-decisions';

// The bulk selection: a row can be ticked until it is answered or being answered (a failed one
// can be again); a replacement request is answered on its own row, never in bulk.

export function useInboxSelection(rows: readonly InboxRow[], outcomeOf: (key: string) => RowOutcome | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectable = rows.filter((r) => r.request.kind !== 'REPLACEMENT_REQUESTED' && !r.gone && !isSettled(outcomeOf(r.request.key)) && !isInFlight(outcomeOf(r.request.key)));
  const chosen = selectable.filter((r) => selected.has(r.request.key));
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const selectAll = (all: boolean) => setSelected(all ? new Set(selectable.map((r) => r.request.key)) : new Set());
  /** Rows being answered leave the selection at once. */
  const drop = (keys: ReadonlySet<string>) => setSelected((current) => new Set([...current].filter((key) => !keys.has(key))));
  return { selected, selectable, chosen, toggle, selectAll, drop };
}
