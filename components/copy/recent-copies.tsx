'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/zoned-format';
import type { RecentCopy } from '@/lib/copy/copy-views';
import { recentCopiesOptions } from '@/lib/copy/queries';
import { copyWords } from '@/lib/copy';
import { useHourCycle } from '@/components/ui/hour-cycle';

// The person's recent copies of this organization, under the copy form: each opens its result
// again, with Undo, after the dialog that showed it was closed.


function outcome(copy: RecentCopy): string {
  if (copy.state === 'undone') return 'Undone';
  if (copy.state === 'undoing') return 'Being undone';
  return `${copy.made} of ${copy.total} made${copy.state === 'running' ? ' so far' : ''}`;
}

export function RecentCopies({ organizationId, timeZone, onOpen }: { organizationId: string; timeZone: string; onOpen: (copyId: string) => void }) {
  const query = useQuery(recentCopiesOptions(organizationId));
  const copies = query.data ?? [];
  if (copies.length === 0) return null;
  return (
    <section aria-labelledby="recent-copies-heading" className="space-y-1.5 border-t border-slate-100 pt-3">
      <h3 id="recent-copies-heading" className="text-sm font-medium text-slate-700">
        Your recent copies
      </h3>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {copies.map((copy) => (
          <RecentCopyRow key={copy.id} copy={copy} timeZone={timeZone} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

function RecentCopyRow({ copy, timeZone, onOpen }: { copy: RecentCopy; timeZone: string; onOpen: (copyId: string) => void }) {
  const hourCycle = useHourCycle();
  // The visible words begin the button's name (what a voice-control user says); the copy ends it.
  const verb = copy.state === 'finished' && copy.made > 0 ? 'Open or undo' : 'Open';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="recent-copy">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{copyWords(copy)}</p>
        <p className="text-xs text-slate-600">
          {outcome(copy)} · started {formatDateTime(copy.startedAt, timeZone, hourCycle)}
        </p>
      </div>
      <Button size="sm" variant="secondary" aria-label={`${verb}: ${copyWords(copy)}`} onClick={() => onOpen(copy.id)}>
        {verb}
      </Button>
    </li>
  );
}
