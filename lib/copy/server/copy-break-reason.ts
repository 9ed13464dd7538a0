import 'server-only';
import type { CopyPreviewItem } from '@/lib/copy/copy-views';
import { AppError } from '@/lib/errors';
import { CONFIRM_CONFLICTS_FIELD } from '@/lib/schedule';
import { RULE_BREAK_REASON_FIELD, RULE_BREAK_REASON_MISSING, RULE_BREAKS_FIELD } from '@/lib/working-time';

// A copy (or a week template applied through it) with its people that would break a working-time
// rule goes ahead only with a reason, as any other write (issue 27, point 4): the preview names the
// breaks; the start, which judges them again on its own read, asks for the yes and the reason and
// refuses before anything is committed; the reason and the breaks go into the copy's audit entry.

/** What the copy went ahead with, for its audit entry. */
export type CopyBreakOverride = { reason: string; breaks: string[] };

/** Throws `conflict` naming the breaks of the items to make unless a reason is given; `invalid_input` on a blank one. */
export function requireCopyBreakReason(made: readonly CopyPreviewItem[], ruleBreakReason: string | undefined): CopyBreakOverride | null {
  const breaks = made.flatMap((item) => item.ruleBreaks.map((sentence) => `“${item.name || 'Shift'}”: ${sentence}`));
  if (breaks.length === 0) return null;
  if (ruleBreakReason === undefined) {
    throw new AppError('conflict', `Working-time rules: ${breaks.join(' ')} Confirm to go ahead.`, { fieldErrors: { [CONFIRM_CONFLICTS_FIELD]: breaks, [RULE_BREAKS_FIELD]: breaks } });
  }
  const reason = ruleBreakReason.trim();
  if (!reason) throw new AppError('invalid_input', RULE_BREAK_REASON_MISSING, { fieldErrors: { [RULE_BREAK_REASON_FIELD]: [RULE_BREAK_REASON_MISSING] } });
  return { reason, breaks };
}
