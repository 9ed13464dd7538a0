import type { MemberDecision } from '@/lib/contract/members';
import { isRequestStatus } from '@/lib/requests/inbox-types';

// Whether a decision is still to be sent, judged on the member as the service has it just before
// writing. The product changes under the inbox (a worker withdraws, another manager answers), so
// the row the manager clicked may be out of date.

/** Where the member stands now: their status on the item, or why they have none. */
export type MemberNow = { status: string } | { gone: 'removed' | 'item_deleted' };

export type DecisionPlan =
  /** Still asking: send the decision. */
  | { action: 'send' }
  /** Already what the manager wants (answered before, or a re-run of a bulk): report done, send nothing. */
  | { action: 'already_done' }
  /** Something else happened meanwhile: write nothing and say what it is now. */
  | { action: 'not_pending'; now: MemberNow };

export function planDecision(now: MemberNow, decision: MemberDecision): DecisionPlan {
  if ('gone' in now) return { action: 'not_pending', now };
  if (now.status === decision) return { action: 'already_done' };
  if (isRequestStatus(now.status)) return { action: 'send' };
  return { action: 'not_pending', now };
}

/** What a decision came to, as the browser gets it. */
export type DecisionResult =
  | { result: 'done'; decision: MemberDecision; alreadyApplied: boolean; status: string }
  | { result: 'not_pending'; decision: MemberDecision; now: MemberNow };
