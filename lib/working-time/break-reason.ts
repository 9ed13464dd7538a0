import { z } from 'zod';
import type { RuleBreak } from './rule-breaks';

// Going ahead with a rule break: the manager says why, and the reason goes into the audit log with
// the rule and the figures. The server asks with a `conflict` whose fieldErrors carry the breaks
// under RULE_BREAKS_FIELD (beside the double bookings' confirmConflicts), and refuses a yes without
// a reason under RULE_BREAK_REASON_FIELD.

export const RULE_BREAKS_FIELD = 'ruleBreaks';
export const RULE_BREAK_REASON_FIELD = 'ruleBreakReason';
export const RULE_BREAK_REASON_MAX = 500;
export const RULE_BREAK_REASON_MISSING = 'Say why this goes ahead despite the working-time rules.';

/** The input's reason: absent when nothing breaks a rule; checked for emptiness only when one does. */
export const ruleBreakReasonField = z.string().trim().max(RULE_BREAK_REASON_MAX, `At most ${RULE_BREAK_REASON_MAX} characters.`).optional();

/** The reason as the browser checks it before sending: not empty. */
export const requiredRuleBreakReason = z.string().trim().min(1, RULE_BREAK_REASON_MISSING).max(RULE_BREAK_REASON_MAX, `At most ${RULE_BREAK_REASON_MAX} characters.`);

/** "Ana Lima: rest 8 h, minimum 11 h; 50 h in the week of 1 Mar, maximum 48 h." */
export const ruleBreakSentence = (name: string, breaks: readonly RuleBreak[]): string => `${name}: ${breaks.map((b) => b.words).join('; ')}.`;

/** The rule breaks a refused write asks to confirm (with a reason), or null. */
export function ruleBreaksToConfirm(error: { kind: string; fieldErrors?: Record<string, string[]> }): string[] | null {
  return error.kind === 'conflict' ? (error.fieldErrors?.[RULE_BREAKS_FIELD] ?? null) : null;
}

/** What the audit entry keeps of a rule break gone ahead with. */
export type RuleBreakOverride = { reason: string; people: { userId: string; name: string; breaks: RuleBreak[] }[] };

/** The message for a reason the browser must not send, or null for a good one. */
export function reasonProblem(text: string): string | null {
  const parsed = requiredRuleBreakReason.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? RULE_BREAK_REASON_MISSING);
}
