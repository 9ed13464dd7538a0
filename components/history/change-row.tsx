'use client';

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/zoned-format';
import type { ChangeLine } from '@/lib/history';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { reasonProblem } from '@/lib/working-time';

// One line of "Recent changes": what was done, when, and its Undo. An Undo that needs a "yes"
// first (a copy deletes what it made; someone else changed the item since) asks in the line
// itself, with the choice focused, as the schedule's drag conflict asks before writing.

/** The yeses an Undo was given: delete what a copy made, write over someone else's change, double-book someone or break a working-time rule (with why). */
export type UndoGrant = { deleteCopied?: boolean; overwrite?: boolean; confirmConflicts?: boolean; ruleBreakReason?: string };

/** What the row's owner answers to an Undo: done, a question to ask first (the yes it grants, and whether it needs a reason), or why not. */
export type UndoAnswer = { outcome: 'done' } | { outcome: 'ask'; question: string; confirm: string; keep: string; grants: UndoGrant; needsReason?: boolean } | { outcome: 'failed'; message: string };

type Props = { line: ChangeLine; timeZone: string; onUndo: (line: ChangeLine, granted: UndoGrant) => Promise<UndoAnswer> };

export function ChangeRow({ line, timeZone, onUndo }: Props) {
  const hourCycle = useHourCycle();
  const [asking, setAsking] = useState<Extract<UndoAnswer, { outcome: 'ask' }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // One Undo may ask more than once (the item changed since, then a double booking): the yeses add up.
  const [granted, setGranted] = useState<UndoGrant>({});
  const wordsRef = useRef<HTMLParagraphElement>(null);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  /** The yes of the question asked; one that breaks a working-time rule goes only with a reason. */
  const confirm = (question: Extract<UndoAnswer, { outcome: 'ask' }>) => {
    const problem = question.needsReason ? reasonProblem(reason) : null;
    setReasonError(problem);
    if (problem) return;
    void undo({ ...granted, ...question.grants, ...(question.needsReason ? { ruleBreakReason: reason.trim() } : {}) });
  };

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
          {asking.needsReason && (
            <div className="space-y-1">
              <label htmlFor={reasonId} className="block text-xs font-medium text-slate-800">
                Why go ahead despite the working-time rules?
              </label>
              <input
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError !== null}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
              {reasonError && (
                <p id={`${reasonId}-error`} className="text-xs text-rose-700">
                  {reasonError}
                </p>
              )}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={working} autoFocus={!asking.needsReason} onClick={() => confirm(asking)}>
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
