import { conflictSentence } from '@/lib/schedule';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { CoverAsker, InboxRequest } from '@/lib/requests/inbox-types';
import type { RequestWarnings } from '@/lib/staffing';
import { reasonProblem, ruleBreakSentence, type RuleBreak } from '@/lib/working-time';
import type { ConflictQuestion } from '@/components/ui/conflict-confirm';

// The double bookings and working-time rule breaks approving a request would make, as the inbox already warns about them
// (lib/staffing/person-warnings.ts): only a request to join puts the person on the item, or a
// colleague's request to join approved as the cover of someone asking to be replaced.

const clashSentences = (name: string, warnings: RequestWarnings, timeZone: string, cycle: HourCycle) => {
  const clashes = [...warnings.overlaps, ...warnings.timeOff];
  return clashes.length ? [conflictSentence(name, clashes, timeZone, cycle)] : [];
};
const breakSentences = (name: string, breaks: readonly RuleBreak[] | undefined) => (breaks?.length ? [ruleBreakSentence(name, breaks)] : []);

/** One sentence when approving `request` double-books the person, none otherwise. */
export function approvalClashes(request: InboxRequest, timeZone: string, cycle: HourCycle): string[] {
  return request.kind === 'ADDITION_REQUESTED' ? clashSentences(request.person.displayName, request.warnings, timeZone, cycle) : [];
}

/** One sentence, with the figures, when approving `request` breaks the organization's working-time rules. */
export function approvalRuleBreaks(request: InboxRequest): string[] {
  return request.kind === 'ADDITION_REQUESTED' ? breakSentences(request.person.displayName, request.ruleBreaks) : [];
}

/** The question before approving `mate` as the cover (asking a reason for rule breaks), or null when it double-books nobody and breaks no rule. */
export function coverQuestion(mate: CoverAsker, timeZone: string, cycle: HourCycle): ConflictQuestion | null {
  const doubles = clashSentences(mate.displayName, mate.warnings, timeZone, cycle);
  const breaks = breakSentences(mate.displayName, mate.ruleBreaks);
  if (doubles.length + breaks.length === 0) return null;
  return { sentences: [...doubles, ...breaks], confirmLabel: 'Approve cover anyway', ...(breaks.length ? { ruleBreaks: { sentences: breaks, check: reasonProblem } } : {}) };
}
