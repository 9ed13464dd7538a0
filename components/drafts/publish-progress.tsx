'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/components/ui/hour-cycle';
import type { DraftRead } from '@/lib/drafts/draft-answer';
import { namedLineWords } from './line-words';

// A publish while it runs and once it has: how many lines are written, skipped (a slot filled
// meanwhile) or in conflict (the item changed in the product meanwhile), those lines with their
// reason, and "Undo publish" (after a confirmation), which takes back exactly what was written.
// Each line not written names its item and when it is, in the organization's zone.

export function PublishProgress({ read, timeZone, busy, onUndo, onClose }: { read: NonNullable<DraftRead>; timeZone: string; busy: boolean; onUndo: () => void; onClose: () => void }) {
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const cycle = useHourCycle();
  const { draft, progress } = read;
  const undoing = draft.undoState !== null;
  const done = undoing ? progress.undone : progress.settled;
  const total = undoing ? progress.done : progress.total;
  const label = draft.undoState === 'undone' ? 'Publish undone' : undoing ? 'Undoing the publish' : draft.state === 'published' ? 'Published' : 'Publishing';
  const troubled = read.lines.filter((l) => l.state === 'skipped' || l.state === 'conflict' || l.state === 'failed' || l.state === 'uncertain');
  return (
    <div className="w-full space-y-2" data-testid="publish-progress" data-state={draft.undoState ?? draft.state}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
        {/* Where the keyboard lands once the Publish dialog or the Undo question is gone (use-focus-kept.ts). */}
        <span id={`publish-${draft.id}`} tabIndex={-1} data-focus-here className="rounded-sm font-medium focus-visible:focus-ring">
          {label}
        </span>
        <span aria-live="polite">
          {done} of {total}
        </span>
      </div>
      <div role="progressbar" aria-labelledby={`publish-${draft.id}`} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${total === 0 ? 100 : Math.round((done / total) * 100)}%` }} />
      </div>
      {!undoing && (
        <p role="status" className="text-sm text-slate-700">
          {progress.done} done · {progress.skipped} skipped · {progress.conflicts} {progress.conflicts === 1 ? 'conflict' : 'conflicts'}
          {progress.failed > 0 && ` · ${progress.failed} failed`}
        </p>
      )}
      {troubled.length > 0 && (
        <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 text-sm" aria-label="Lines not published">
          {troubled.map((line) => (
            <li key={line.id} className="px-3 py-1.5" data-line-state={line.state}>
              <span className="font-medium">{namedLineWords(line, timeZone, cycle)}</span> <span className="text-slate-600">({line.state})</span>
              {line.outcome && <span className="text-slate-700">: {line.outcome}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {draft.state === 'published' && !undoing && progress.done > 0 && !confirmingUndo && (
          <Button size="sm" variant="secondary" onClick={() => setConfirmingUndo(true)}>
            Undo publish…
          </Button>
        )}
        {(draft.state === 'published' && draft.undoState !== 'undoing') && (
          <Button size="sm" variant="ghost" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
      {confirmingUndo && (
        <div role="alertdialog" aria-label="Undo this publish?" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="mr-auto text-sm font-medium text-amber-950">Take back the {progress.done} {progress.done === 1 ? 'change' : 'changes'} this publish wrote? Nothing else is touched.</p>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmingUndo(false)}>
            Keep them
          </Button>
          <Button
            size="sm"
            variant="danger"
            loading={busy}
            onClick={() => {
              setConfirmingUndo(false);
              onUndo();
            }}
          >
            Undo publish
          </Button>
        </div>
      )}
    </div>
  );
}
