'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import type { undoCopyAction } from '@/lib/copy/actions';
import type { undoChangeAction } from '@/lib/history/actions';
import type { ChangeLine } from '@/lib/history';
import { conflictsToConfirm } from '@/lib/schedule';
import { ruleBreaksToConfirm } from '@/lib/working-time';
import { historyKeys } from '@/lib/history/queries';
import { ChangeRow, type UndoAnswer, type UndoGrant } from './change-row';

// "Recent changes": the manager's own writes here (moves, staffing, reassignments, copies,
// deletions, answers to requests), newest first, read from the server so a reload or a closed
// toast loses nothing. Undo goes through the server's checks like any write; the copy's Undo is
// the copy's own. The reads and actions are handed in (the wiring passes the real ones).

export type RecentChangesSeams = {
  readLines: (signal: AbortSignal) => Promise<ChangeLine[]>;
  undoChange: typeof undoChangeAction;
  undoCopy: typeof undoCopyAction;
};

type Props = RecentChangesSeams & { organizationId: string; timeZone: string; onClose: () => void; onChanged: () => void };

const COPY_QUESTION = { outcome: 'ask', question: 'Undo deletes the items this copy made that are still there.', confirm: 'Undo the copy', keep: 'Keep them', grants: { deleteCopied: true } } as const;
const CHANGED_SINCE = { outcome: 'ask', question: 'Someone else changed this item since. Undoing now writes over their change.', confirm: 'Undo anyway', keep: 'Keep their change', grants: { overwrite: true } } as const;
/** The server's question about an Undo that puts people back or moves a shift back: a double booking, or a working-time rule it breaks (which needs a reason). */
const conflictQuestion = (sentences: string[], breaksRules: boolean): UndoAnswer => ({
  outcome: 'ask',
  question: breaksRules ? `Undoing it breaks the working-time rules: ${sentences.join(' ')}` : `Undoing it double-books them: ${sentences.join(' ')}`,
  confirm: 'Undo anyway',
  keep: 'Leave it',
  grants: { confirmConflicts: true },
  needsReason: breaksRules,
});

export function RecentChangesDialog({ organizationId, timeZone, onClose, onChanged, readLines, undoChange, undoCopy }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: historyKeys.of(organizationId), queryFn: ({ signal }) => readLines(signal), staleTime: 0 });

  const changed = async (message: string) => {
    toast.success(message);
    onChanged();
    await queryClient.invalidateQueries({ queryKey: historyKeys.of(organizationId) });
  };

  const undo = async (line: ChangeLine, granted: UndoGrant): Promise<UndoAnswer> => {
    if (line.target.kind === 'copy') {
      if (!granted.deleteCopied) return COPY_QUESTION;
      const result = await callAction(() => undoCopy({ organizationId, copyId: line.target.id as string, confirm: true }));
      if (!result.ok) return { outcome: 'failed', message: result.error.message };
      await changed(`Undoing: ${line.words}`);
      return { outcome: 'done' };
    }
    const changeId = line.target.id;
    const result = await callAction(() => undoChange({ organizationId, changeId, overwrite: granted.overwrite === true, confirmConflicts: granted.confirmConflicts === true, ruleBreakReason: granted.ruleBreakReason }));
    const conflicts = result.ok ? null : conflictsToConfirm(result.error);
    const breaksRules = !result.ok && ruleBreaksToConfirm(result.error) !== null;
    if (conflicts && (!granted.confirmConflicts || (breaksRules && !granted.ruleBreakReason))) return conflictQuestion(conflicts, breaksRules);
    if (!result.ok) return { outcome: 'failed', message: result.error.message };
    if (result.data.status === 'changed-since') return CHANGED_SINCE;
    await changed(result.data.status === 'undone' ? `Undone: ${line.words}` : `Nothing left to undo: ${line.words}`);
    return { outcome: 'done' };
  };

  const lines = query.data ?? [];
  return (
    <Dialog open onClose={onClose} placement="side" title="Recent changes" description="Your own changes here in the last 14 days, newest first. Undo puts back what a change did.">
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {query.isPending ? (
          <Spinner label="Loading your recent changes" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Your recent changes could not be read: {query.error.message}
          </p>
        ) : lines.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing yet. Your moves, staffing, copies and answers to requests appear here, each with Undo where it can be reversed.</p>
        ) : (
          <ul aria-label="Your recent changes" className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {lines.map((line) => (
              <ChangeRow key={line.key} line={line} timeZone={timeZone} onUndo={undo} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
