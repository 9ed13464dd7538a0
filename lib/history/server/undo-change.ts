import 'server-only';
import { AppError } from '@/lib/errors';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionContext, ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { auditView, currentItem, patchScheduleItem, requireConfirmedMove } from '@/lib/schedule/server';
import type { ScheduleItem } from '@/lib/schedule';
import { assignMembers, removeMember } from '@/lib/staffing/server';
import { defaultItemStatusFor } from '@/lib/staffing';
import { readChange } from '../change-kinds';
import type { UndoResult } from '../change-lines';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';
import { changeWords } from '../change-words';
import { undoChangeInputSchema } from '../undo-input';
import { canUndo, overwritesOthers, undoPlan, type UndoStep } from '../undo-plan';
import { markUndone, ownChange, ownVersionsSince, unmarkUndone } from './change-store';
import { remakeDeletedItem } from './undo-deletion';

// Undo from the history: the user's own change, through the same pipeline as any write (role,
// scope, input, audit) and the same staffing and schedule writes as the original, so their checks
// hold again (a person of the organization, time off for one person, the item of this organization).
// The Undo is remembered as a change of its own and marks the original undone.

type Input = typeof undoChangeInputSchema;

export const undoChangeDefinition = {
  input: undoChangeInputSchema,
  role: 'scheduler',
  name: 'undoChange',
  scope: inOrganization,
  audit: { action: 'change.undone', target: (input) => ({ type: 'recent_change', id: String(input.changeId) }) },
} satisfies ActionDefinition<Input>;

export const undoChange = (async (input, ctx): Promise<UndoResult> => {
  const row = await ownChange(ctx.db, ctx.user.id, input.organizationId, input.changeId);
  const change = row && readChange(row.kind, row.change);
  if (!row || !change || !row.itemId) throw new AppError('not_found', 'This change is not in your history.');
  const words = changeWords(change, SERVER_WORDS_CYCLE);
  if (!canUndo(change)) throw new AppError('invalid_input', `“${words}” cannot be undone here.`);
  if (row.undoneAt) throw new AppError('invalid_input', `“${words}” was already undone.`);
  if (change.kind === 'deleted' && change.restore) return undoDeletion(ctx, input, row.id, { ...change, restore: change.restore }, words);
  const before = await currentItem(ctx.services, input.organizationId, row.itemId);
  if (!input.overwrite && overwritesOthers(before.version, await ownVersionsSince(ctx.db, row))) return { status: 'changed-since', words };
  const steps = undoPlan(change, before);
  ctx.audit({ before: auditView(before), detail: { undid: words, steps } });
  // Claimed first, so two tabs cannot both undo it; given back if a step fails.
  if (!(await markUndone(ctx.db, row.id))) throw new AppError('invalid_input', `“${words}” was already undone.`);
  let after = before;
  try {
    for (const step of steps) after = await runStep(ctx, input, after, step, { words, steps });
  } catch (error) {
    await unmarkUndone(ctx.db, row.id);
    throw error;
  }
  ctx.audit({ after: auditView(after) });
  ctx.remember({ organizationId: input.organizationId, itemId: row.itemId, kind: 'undo', change: { words }, afterVersion: after.version, undoOf: row.id });
  return steps.length === 0 ? { status: 'nothing-left', words } : { status: 'undone', words };
}) satisfies ActionHandler<Input, UndoResult>;

/** A deletion has no item left to compare or patch: the item is made again, claimed first like any Undo. */
async function undoDeletion(ctx: ActionContext, input: { organizationId: string; confirmConflicts: boolean; ruleBreakReason?: string | undefined }, rowId: number, change: Parameters<typeof remakeDeletedItem>[2], words: string): Promise<UndoResult> {
  if (!(await markUndone(ctx.db, rowId))) throw new AppError('invalid_input', `“${words}” was already undone.`);
  let remade: Awaited<ReturnType<typeof remakeDeletedItem>>;
  try {
    remade = await remakeDeletedItem(ctx, input.organizationId, change, { confirmConflicts: input.confirmConflicts, ruleBreakReason: input.ruleBreakReason });
  } catch (error) {
    await unmarkUndone(ctx.db, rowId); // the question was asked or the create failed: nothing was made
    throw error;
  }
  const { item, missing, ruleBreaks } = remade;
  ctx.audit({ detail: { undid: words, remadeAs: item.id, ...(missing.length ? { missing } : {}), ...(ruleBreaks ? { ruleBreaks } : {}) } });
  ctx.remember({ organizationId: input.organizationId, itemId: item.id, kind: 'undo', change: { words }, afterVersion: item.version, undoOf: rowId });
  return { status: 'undone', words: missing.length ? `${words}. The item is back, but ${missing.join('; ')}` : words };
}

async function runStep(ctx: ActionContext, { organizationId, confirmConflicts, ruleBreakReason }: { organizationId: string; confirmConflicts: boolean; ruleBreakReason?: string | undefined }, item: ScheduleItem, step: UndoStep, { words, steps }: { words: string; steps: UndoStep[] }): Promise<ScheduleItem> {
  if (step.op === 'remove') return (await removeMember(ctx.services, organizationId, item.id, step.userId)).item;
  if (step.op === 'times') {
    // Moving it back is a move: the people on it are asked about like any drag (double booking, rule breaks with a reason).
    const ruleBreaks = await requireConfirmedMove(ctx.services, organizationId, item, step, { confirmConflicts, ruleBreakReason });
    if (ruleBreaks) ctx.audit({ detail: { undid: words, steps, ruleBreaks } });
    const outcome = await patchScheduleItem(ctx.services, organizationId, item.id, { start: String(step.start), end: String(step.end) }, { expectedVersion: item.version, force: false });
    if (outcome.status === 'conflict') throw new AppError('conflict', 'The item changed while it was being undone: look again and retry.');
    return outcome.item;
  }
  const added = await assignMembers(ctx.services, {
    organizationId,
    itemId: item.id,
    assignees: [{ type: 'USER', userId: step.userId, initialStatus: step.status }],
    initialStatus: step.status,
    newCalendarItemStatus: defaultItemStatusFor(step.status),
    shouldReplaceMemberStatuses: false,
    // Putting someone back is putting them on a shift: a double booking is asked about, as anywhere.
    confirmConflicts,
    ruleBreakReason,
  });
  // Its audit entry keeps the rule breaks gone ahead with, beside what was undone.
  if (added.ruleBreaks) ctx.audit({ detail: { undid: words, steps, ruleBreaks: added.ruleBreaks } });
  const refused = added.results.find((r) => !r.ok);
  if (refused && !refused.ok) throw new AppError(refused.error.kind, `${step.name} could not be put back: ${refused.error.message}`);
  return added.item;
}
