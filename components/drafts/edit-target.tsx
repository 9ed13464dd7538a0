'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { CopyIntoDraft } from '@/components/copy';
import { callAction } from '@/components/ui/call-action';
import { toast } from '@/components/ui/toast';
import { draftSummary, type DraftLine, type DraftsAnswer } from '@/lib/drafts';
import type { acceptAutoFillLinesAction, copyIntoDraftAction, draftAssignAction, draftCreateItemAction, draftDeleteItemAction, draftMoveItemAction, draftMoveNewItemAction, draftUnassignAction, removeDraftLineAction } from '@/lib/drafts/actions';
import { draftKeys } from '@/lib/drafts/queries';

// Where a hand edit goes: live (the product, at once) or into the open draft. The one seam the
// boards' edits ask (moves, drops, the drawer's staffing, New item): a board with an open draft
// hands its edit target to its hooks and provides it to the dialogs below; without one, or with no
// draft open, every edit stays live as before. The draft actions come with it (wired in
// components/drafts/actions.ts), so forms under test import no server code.

export type DraftTarget = { organizationId: string; draftId: string };
export type DraftWrites = {
  create: typeof draftCreateItemAction;
  move: typeof draftMoveItemAction;
  /** New times for an item the draft creates (its create line changes). */
  moveNew: typeof draftMoveNewItemAction;
  assign: typeof draftAssignAction;
  unassign: typeof draftUnassignAction;
  remove: typeof draftDeleteItemAction;
  removeLine: typeof removeDraftLineAction;
  copyInto: typeof copyIntoDraftAction;
  /** Auto-fill's accepted lines (the auto-fill panel takes them from the board's edit target). */
  acceptAutoFill: typeof acceptAutoFillLinesAction;
};
/** The open draft hand edits go into, and the actions that write its lines. */
export type DraftEditing = { target: DraftTarget; writes: DraftWrites };

const EditTarget = createContext<DraftEditing | null>(null);

export function EditTargetProvider({ editing, children }: { editing: DraftEditing | null; children: ReactNode }) {
  return <EditTarget value={editing}>{children}</EditTarget>;
}

/** The board's draft edits go into, or null: live. */
export const useDraftEditing = (): DraftEditing | null => useContext(EditTarget);

/** The lines a draft action added or changed (a moved new item's create line), shown at once in every read of that draft (the overlay and the bar). */
export function addLinesToCache(queryClient: QueryClient, draftId: string, added: readonly DraftLine[]) {
  queryClient.setQueriesData<DraftsAnswer>({ queryKey: draftKeys.all }, (answer) => {
    const read = answer?.draft;
    if (!read || read.draft.id !== draftId) return answer;
    const changed = new Set(added.map((line) => line.id));
    const lines = [...read.lines.filter((line) => !changed.has(line.id)), ...added].sort((a, b) => a.position - b.position);
    return { ...answer, draft: { ...read, lines, summary: draftSummary(lines) } };
  });
  void queryClient.invalidateQueries({ queryKey: draftKeys.all });
}

/**
 * After a hand edit went into the draft: its lines show at once, and a toast says so with Undo,
 * which takes exactly those lines out of the draft again, or runs `undo` when the edit changed a
 * line rather than adding one (a new item moved: Undo moves it back; null: no Undo).
 */
export function useDraftEditDone() {
  const queryClient = useQueryClient();
  return useCallback((({ target, writes }: DraftEditing, lines: readonly DraftLine[], said: string, undo?: (() => void) | null) => {
    addLinesToCache(queryClient, target.draftId, lines);
    if (undo === null) return void toast.success(`${said} (in the draft)`);
    toast.success(`${said} (in the draft)`, {
      duration: 10_000,
      action: {
        label: 'Undo',
        onClick: () =>
          void (async () => {
            if (undo) return undo();
            // Last first: taking out a new item also takes out the lines on it.
            for (const line of [...lines].reverse()) {
              const removed = await callAction(() => writes.removeLine({ ...target, lineId: line.id }));
              if (!removed.ok) return toast.error(`Not taken out of the draft: ${removed.error.message}`);
            }
            void queryClient.invalidateQueries({ queryKey: draftKeys.all });
            toast.success('Taken out of the draft');
          })(),
      },
    });
  }), [queryClient]);
}

/** Copy into the board's open draft (what the Copy dialog offers then), or undefined: the board copies live. */
export function useCopyIntoDraft(editing: DraftEditing | null): CopyIntoDraft | undefined {
  const done = useDraftEditDone();
  return useMemo(
    () =>
      editing
        ? {
            copy: (request) => editing.writes.copyInto({ ...request, draftId: editing.target.draftId }),
            onCopied: (result) => {
              const lines = result.lines as DraftLine[];
              const made = lines.filter((l) => l.kind === 'create').length;
              done(editing, lines, `Copied ${made} ${made === 1 ? 'item' : 'items'}`);
            },
          }
        : undefined,
    [editing, done],
  );
}
