import { holdsItem } from '@/lib/schedule';
import type { MemberNow } from './decision-plan';
import { defaultItemStatusFor } from './add-statuses';

// A manager's answer to "asked to be replaced", as the spec's moves. The spec says only that PATCH
// ACCEPTED "approves a cover" and DECLINED "declines"; whether the requester then stays, leaves or
// is marked Declined is silent. So no answer here PATCHes the requester: each uses a move whose
// outcome the spec states (POST members sets the given status; DELETE removes the user), and the
// one PATCH (approving a colleague's request to join) is followed by a read, whatever it did to
// the requester. The cover goes on before the requester comes off: the shift is never left empty
// for longer than one request, and a refused cover never costs the shift its requester.

export const replacementChoices = ['cover', 'colleague', 'release', 'keep'] as const;
/**
 * cover: someone the manager picks is put on, then the requester comes off once they hold it;
 * colleague: a colleague's own request to join is approved, then the requester comes off;
 * release: the requester comes off now; keep: the request is refused, the requester stays (Accepted).
 */
export type ReplacementChoice = (typeof replacementChoices)[number];

export type ReplacementStep =
  /** POST members: one assignee with this status (the spec: "member status equals initialStatus"). */
  | { move: 'add'; userId: string; initialStatus: 'ASSIGNED' | 'ACCEPTED'; shouldReplaceMemberStatuses: boolean; newCalendarItemStatus: string }
  /** PATCH members/{userId} ACCEPTED on a colleague asking to join. */
  | { move: 'approve'; userId: string }
  /** DELETE members/{userId}: `whenCoverHolds` waits for the cover to be read back holding the shift. */
  | { move: 'remove'; userId: string; whenCoverHolds: string | null };

type PlanMember = { type: string; userId?: string | null; status: string };
type PlanItem = { status: string; members: readonly PlanMember[] };

export type ReplacementPlan =
  | { action: 'send'; steps: ReplacementStep[] }
  /** What the manager chose is already so (answered meanwhile, or a re-run): nothing is sent. */
  | { action: 'already_done' }
  /** The requester no longer asks (withdrawn, answered otherwise, item gone): nothing is sent. */
  | { action: 'not_pending'; now: MemberNow }
  /** The choice does not fit the item as it is now (the message says why): nothing is sent. */
  | { action: 'refused'; reason: string };

const statusOf = (item: PlanItem, userId: string) => item.members.find((m) => m.type === 'USER' && m.userId === userId)?.status ?? null;
/** A status the service sets itself (OPEN, ASSIGNED) follows who is on it; one set by hand (CANCELLED) stays. */
const itemStatusWith = (item: PlanItem, initialStatus: 'ASSIGNED' | 'ACCEPTED') => (item.status === 'OPEN' || item.status === 'ASSIGNED' ? defaultItemStatusFor(initialStatus) : item.status);

/** Whether the cover's step did what the requester's removal waits for: they hold the shift now. */
export function coverHolds(item: PlanItem, coverId: string): boolean {
  const status = statusOf(item, coverId);
  return status !== null && holdsItem(status) && status !== 'REPLACEMENT_REQUESTED';
}

/** The requester off once `coverId` holds the shift; the cover's own step first, unless they already hold it. */
function coverSteps(item: PlanItem, requesterId: string, coverId: string, first: ReplacementStep): ReplacementStep[] {
  const remove: ReplacementStep = { move: 'remove', userId: requesterId, whenCoverHolds: coverId };
  return coverHolds(item, coverId) ? [remove] : [first, remove];
}

export function planReplacement(item: PlanItem | null, requesterId: string, choice: ReplacementChoice, coverId: string | null = null): ReplacementPlan {
  if (!item) return { action: 'not_pending', now: { gone: 'item_deleted' } };
  const requester = statusOf(item, requesterId);
  const cover = coverId === null ? null : statusOf(item, coverId);
  if (requester !== 'REPLACEMENT_REQUESTED') {
    const done =
      (choice === 'keep' && requester !== null && holdsItem(requester)) ||
      (choice === 'release' && requester === null) ||
      ((choice === 'cover' || choice === 'colleague') && requester === null && coverId !== null && coverHolds(item, coverId));
    if (done) return { action: 'already_done' };
    return { action: 'not_pending', now: requester === null ? { gone: 'removed' } : { status: requester } };
  }
  if (choice === 'keep') {
    return { action: 'send', steps: [{ move: 'add', userId: requesterId, initialStatus: 'ACCEPTED', shouldReplaceMemberStatuses: true, newCalendarItemStatus: itemStatusWith(item, 'ACCEPTED') }] };
  }
  if (choice === 'release') return { action: 'send', steps: [{ move: 'remove', userId: requesterId, whenCoverHolds: null }] };
  if (coverId === null || coverId === requesterId) return { action: 'refused', reason: 'Choose someone other than the person asking to be replaced.' };
  if (choice === 'colleague') {
    if (cover !== 'ADDITION_REQUESTED' && !coverHolds(item, coverId)) return { action: 'refused', reason: 'This colleague no longer asks to take the shift.' };
    return { action: 'send', steps: coverSteps(item, requesterId, coverId, { move: 'approve', userId: coverId }) };
  }
  // A cover who asked to join is approved (their answer kept); anyone else is assigned.
  const first: ReplacementStep =
    cover === 'ADDITION_REQUESTED'
      ? { move: 'approve', userId: coverId }
      : { move: 'add', userId: coverId, initialStatus: 'ASSIGNED', shouldReplaceMemberStatuses: cover !== null, newCalendarItemStatus: itemStatusWith(item, 'ASSIGNED') };
  return { action: 'send', steps: coverSteps(item, requesterId, coverId, first) };
}
