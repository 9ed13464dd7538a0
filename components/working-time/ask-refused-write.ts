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
