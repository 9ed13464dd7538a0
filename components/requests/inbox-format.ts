import { memberStatusLabel } from '@/lib/schedule';
import type { MemberDecision } from '@/lib/contract/members';
import type { MemberNow } from '@/lib/staffing';

// Words for the inbox's decisions and outcomes (days, spans and hours: lib/time/day-words.ts).

export const decisionVerb: Record<MemberDecision, { doing: string; done: string; button: string }> = {
  ACCEPTED: { doing: 'Approving', done: 'approved', button: 'Approve' },
  DECLINED: { doing: 'Declining', done: 'declined', button: 'Decline' },
};

/** Why a request is no longer the manager's to answer. */
export function nowText(now: MemberNow): string {
  if ('gone' in now) return now.gone === 'item_deleted' ? 'the item was deleted' : 'no longer on this item';
  return `now ${memberStatusLabel(now.status)}`;
}
