'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/zoned-format';
import type { ChangeLine } from '@/lib/history';
import { useHourCycle } from '@/components/ui/hour-cycle';

// One line of "Recent changes": what was done, when, and its Undo. An Undo that needs a "yes"
// first (a copy deletes what it made; someone else changed the item since) asks in the line
// itself, with the choice focused, as the schedule's drag conflict asks before writing.

/** The yeses an Undo was given: delete what a copy made, write over someone else's change, double-book someone. */
export type UndoGrant = { deleteCopied?: boolean; overwrite?: boolean; confirmConflicts?: boolean };

/** What the row's owner answers to an Undo: done, a question to ask first (and the yes it grants), or why not. */
export type UndoAnswer = { outcome: 'done' } | { outcome: 'ask'; question: string; confirm: string; keep: string; grants: UndoGrant } | { outcome: 'failed'; message: string };

type Props = { line: ChangeLine; timeZone: string; onUndo: (line: ChangeLine, granted: UndoGrant) => Promise<UndoAnswer> };

export function ChangeRow({ line, timeZone, onUndo }: Props) {
  const hourCycle = useHourCycle();
  const [asking, setAsking] = useState<Extract<UndoAnswer, { outcome: 'ask' }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // One Undo may ask more than once (the item changed since, then a double booking): the yeses add up.
  const [granted, setGranted] = useState<UndoGrant>({});
  const wordsRef = useRef<HTMLParagraphElement>(null);

  const undo = async (grant: UndoGrant) => {
    setGranted(grant);
    setWorking(true);
    setFailure(null);
    const answer = await onUndo(line, grant);
    setWorking(false);
    setAsking(answer.outcome === 'ask' ? answer : null);
    if (answer.outcome === 'failed') setFailure(answer.message);
    // The Undo button goes away with an undone line: focus stays on the line, not lost to the page.
    if (answer.outcome === 'done') wordsRef.current?.focus();
  };

  return (
    <li className="space-y-2 px-3 py-2.5 text-sm" data-testid="recent-change">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p ref={wordsRef} tabIndex={-1} className="font-medium text-slate-900 outline-none">
            {line.words}
          </p>
          <p className="text-xs text-slate-600">
            {formatDateTime(line.at, timeZone, hourCycle)}
            {line.undo === 'undone' && ' · Undone'}
          </p>
        </div>
        {line.undo === 'available' && !asking && (
          <Button size="sm" variant="secondary" disabled={working} aria-label={`Undo: ${line.words}`} onClick={() => void undo({})}>
            {working ? 'Undoing…' : 'Undo'}
          </Button>
        )}
      </div>
      {asking && (
        <div role="group" aria-label={`Undo: ${line.words}`} className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-2.5">
          <p className="text-amber-900">{asking.question}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={working} autoFocus onClick={() => void undo({ ...granted, ...asking.grants })}>
              {asking.confirm}
            </Button>
            <Button size="sm" variant="secondary" disabled={working} onClick={() => setAsking(null)}>
              {asking.keep}
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-rose-700">
          Not undone: {failure}
        </p>
      )}
    </li>
  );
}
