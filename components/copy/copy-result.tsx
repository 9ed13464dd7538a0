'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { callAction } from '@/components/ui/call-action';
import { formatSpan } from '@/components/ui/zoned-format';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createCopyRowAnywayAction, markCopyRowHandledAction, retryCopyRowAction, undoCopyAction } from '@/lib/copy/actions';
import { copiedItemHref } from '@/lib/copy/copy-form';
import { copyRowStateLabels, type CopyProgress, type CopyRowView } from '@/lib/copy/copy-views';
import type { ActionResult } from '@/lib/errors';
import { copyProgressOptions } from '@/lib/copy/queries';
import { itemTypeLabel } from '@/lib/schedule';
import { useHourCycle } from '@/components/ui/hour-cycle';

// A copy while it runs (a progress bar, polled from GET /api/organizations/<id>/copies/<copyId>)
// and its result: links to the items it made, the rows that failed (Retry) or are uncertain
// (Create anyway, Mark as handled), and Undo, after a confirmation.

const tones: Record<CopyRowView['state'], BadgeTone> = {
  pending: 'neutral',
  creating: 'info',
  created: 'info',
  assigning: 'info',
  done: 'success',
  failed: 'danger',
  uncertain: 'warning',
  handled: 'neutral',
};

export function CopyResult({ organizationId, copyId, timeZone }: { organizationId: string; copyId: string; timeZone: string }) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const query = useQuery(copyProgressOptions(organizationId, copyId));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const progress = query.data;
  const settledState = progress?.state === 'finished' || progress?.state === 'undone';
  // What the copy made shows on the schedule and the roster once it has settled.
  useEffect(() => {
    if (settledState) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'copy' });
  }, [settledState, queryClient]);

  const act = async (run: () => Promise<ActionResult<unknown>>) => {
    setProblem(null);
    const result = await callAction(run);
    if (!result.ok) setProblem(result.error.message);
    await query.refetch();
  };

  if (!progress) {
    return query.isError ? (
      <Alert tone="danger" title="The copy’s progress could not be read">
        {query.error.message}
      </Alert>
    ) : (
      <p role="status">Starting the copy…</p>
    );
  }
  const made = progress.rows.filter((r) => r.createdItemId && r.undoState !== 'deleted');
  const undone = progress.rows.filter((r) => r.undoState === 'deleted').length;
  const undoing = progress.state === 'undoing' || progress.state === 'undone';
  const done = undoing ? undone : progress.settled;
  const total = undoing ? progress.rows.filter((r) => r.undoState !== null).length : progress.total;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm text-slate-700">
          <span id={`copy-progress-${copyId}`}>{undoing ? (progress.state === 'undone' ? 'Removed' : 'Removing the copied items') : progress.state === 'running' ? 'Copying' : 'Copied'}</span>
          <span aria-live="polite">
            {done} of {total}
          </span>
        </div>
        <div role="progressbar" aria-labelledby={`copy-progress-${copyId}`} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${total === 0 ? 100 : Math.round((done / total) * 100)}%` }} />
        </div>
      </div>
      <Summary progress={progress} />
      {problem && (
        <Alert tone="danger" title="Not done">
          {problem}
        </Alert>
      )}
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label="Copied items">
        {progress.rows.map((row) => (
          <li key={row.id} className="space-y-1 px-3 py-2 text-sm" data-testid="copy-row" data-state={row.state}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{row.name || itemTypeLabel(row.type)}</span>
              <span className="text-slate-600">{formatSpan(row.start, row.end, timeZone, hourCycle)}</span>
              <Badge tone={row.undoState === 'deleted' ? 'neutral' : tones[row.state]} className="ml-auto">
                {row.undoState === 'deleted' ? 'Removed' : row.undoState === 'failed' ? 'Not removed' : copyRowStateLabels[row.state]}
              </Badge>
            </div>
            {row.error && <p className="text-xs text-slate-600">{row.error}</p>}
            <div className="flex flex-wrap gap-2">
              {row.createdItemId && row.undoState !== 'deleted' && (
                <Link className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline" href={copiedItemHref(organizationId, row.createdItemId, row.start, timeZone)}>
                  Open the copy
                </Link>
              )}
              {row.state === 'failed' && (
                <Button size="sm" variant="secondary" onClick={() => void act(() => retryCopyRowAction({ organizationId, copyId, rowId: row.id }))}>
                  Retry
                </Button>
              )}
              {row.state === 'uncertain' && (
                <>
                  <Button size="sm" variant="secondary" onClick={() => void act(() => createCopyRowAnywayAction({ organizationId, copyId, rowId: row.id }))}>
                    Create anyway
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void act(() => markCopyRowHandledAction({ organizationId, copyId, rowId: row.id }))}>
                    Mark as handled
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {progress.state === 'finished' && made.length > 0 && !confirmingUndo && (
        <Button variant="secondary" onClick={() => setConfirmingUndo(true)}>
          Undo this copy…
        </Button>
      )}
      {progress.state === 'undoing' && progress.rows.some((r) => r.undoState === 'failed') && (
        <Button variant="secondary" onClick={() => void act(() => undoCopyAction({ organizationId, copyId, confirm: true }))}>
          Try removing the rest again
        </Button>
      )}
      {confirmingUndo && (
        <div role="alertdialog" aria-label="Undo this copy?" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="mr-auto text-sm font-medium text-amber-950">
            Remove the {made.length} {made.length === 1 ? 'item' : 'items'} this copy created? Nothing else is touched.
          </p>
          <Button variant="secondary" autoFocus onClick={() => setConfirmingUndo(false)}>
            Keep them
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirmingUndo(false);
              void act(() => undoCopyAction({ organizationId, copyId, confirm: true }));
            }}
          >
            Remove them
          </Button>
        </div>
      )}
    </div>
  );
}

function Summary({ progress }: { progress: CopyProgress }) {
  const count = (state: CopyRowView['state']) => progress.rows.filter((r) => r.state === state).length;
  if (progress.state === 'undone') return <p role="status">Undone: the items this copy created were removed.</p>;
  if (progress.state === 'running') return null;
  const [failed, uncertain] = [count('failed'), count('uncertain')];
  return (
    <p role="status" className="text-sm text-slate-800">
      {count('done')} of {progress.total} copied{progress.withPeople ? ' with their people' : ''}.
      {failed > 0 && ` ${failed} failed: retry them below.`}
      {uncertain > 0 && ` ${uncertain} uncertain: the service may have made them; check the schedule, then create anyway or mark as handled.`}
    </p>
  );
}
