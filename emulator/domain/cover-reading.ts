import type { MemberDecision } from '@/lib/contract/members';
import type { CalendarItem, ItemMember } from '../state/types';

// The other legal reading of the spec's "PATCH ACCEPTED: approving a cover" (behaviour switch
// replacementAnswers: 'cover'): a member asking to be replaced is looking for cover. Approving them
// lets them go; declining keeps them on (ACCEPTED); approving a colleague who asked to join the same
// item approves that colleague as the cover of the first one asking, who goes too.

export function answerAsCover(item: CalendarItem, member: ItemMember, status: MemberDecision): void {
  const asked = member.status;
  if (asked === 'REPLACEMENT_REQUESTED') {
    if (status === 'ACCEPTED') item.members = item.members.filter((m) => m !== member);
    else member.status = 'ACCEPTED';
    return;
  }
  member.status = status;
  const replaced = asked === 'ADDITION_REQUESTED' && status === 'ACCEPTED' ? item.members.find((m) => m.status === 'REPLACEMENT_REQUESTED') : undefined;
  if (replaced) item.members = item.members.filter((m) => m !== replaced);
}
