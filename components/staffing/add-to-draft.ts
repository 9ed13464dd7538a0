import type { DraftEditing } from '@/components/drafts';
import type { DraftLine } from '@/lib/drafts';
import type { ActionResult } from '@/lib/errors';
import type { AssignResultRow } from './assign-results';

/** Sends one write, asking about what the server found first; null when the manager said no. */
export type SendAsking = <T>(send: (confirmConflicts: boolean, ruleBreakReason?: string) => Promise<ActionResult<T>>) => Promise<ActionResult<T> | null>;

/**
 * People added in a draft: one assign line each, each asked about on its own (a "no" stops there).
 * Answers the lines made (for the toast's Undo) and a result row per person sent.
 */
export async function addToDraft(draft: DraftEditing, itemId: string, userIds: readonly string[], sendAsking: SendAsking, nameOf: (userId: string) => string) {
  const lines: DraftLine[] = [];
  const rows: AssignResultRow[] = [];
  for (const userId of userIds) {
    const result = await sendAsking((confirmConflicts, ruleBreakReason) => draft.writes.assign({ ...draft.target, itemId, userId, confirmConflicts, ruleBreakReason }));
    if (!result) break;
    if (result.ok) lines.push(...result.data.lines);
    rows.push({ label: nameOf(userId), ok: result.ok, message: result.ok ? undefined : result.error.message });
  }
  return { lines, rows, allAdded: rows.length === userIds.length && rows.every((r) => r.ok) };
}
