import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { conflictsToConfirm } from '@/lib/schedule';
import { reasonProblem, ruleBreaksToConfirm } from '@/lib/working-time';

// A write the server refused to ask first (double bookings, working-time rule breaks): the one
// question, with a reason asked for the breaks. Null when the refusal was for something else.

type AskWithReason = (question: ConflictQuestion) => Promise<ConflictYes | false>;

export async function askRefusedWrite(askWithReason: AskWithReason, error: { kind: string; fieldErrors?: Record<string, string[]> }, confirmLabel: string): Promise<ConflictYes | false | null> {
  const sentences = conflictsToConfirm(error);
  if (!sentences) return null;
  const breaks = ruleBreaksToConfirm(error);
  return askWithReason({ sentences, confirmLabel, ...(breaks ? { ruleBreaks: { sentences: breaks, check: reasonProblem } } : {}) });
}

/** What a write sends once the manager said yes: the yes, and the reason for the breaks. */
export type WriteAnswer = { confirmConflicts: boolean; ruleBreakReason?: string | undefined };

/**
 * Sends the write; when the server asks first, asks the manager (a reason for the breaks) and sends
 * it again with the yes. False: the manager said no, nothing was written.
 */
export async function sendAskingFirst<R extends { ok: true } | { ok: false; error: { kind: string; fieldErrors?: Record<string, string[]> } }>(
  askWithReason: AskWithReason,
  send: (answer: WriteAnswer) => Promise<R>,
  confirmLabel: string,
): Promise<R | false> {
  const first = await send({ confirmConflicts: false });
  if (first.ok) return first;
  const yes = await askRefusedWrite(askWithReason, first.error, confirmLabel);
  if (yes === false) return false;
  return yes ? send({ confirmConflicts: true, ruleBreakReason: yes.reason }) : first;
}
