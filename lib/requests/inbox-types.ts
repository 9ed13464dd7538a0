import type { InboxWindow } from './inbox-window';
import type { InboxItem, InboxPerson, RequestStatus, RequestWarnings } from '@/lib/staffing';
import type { StaffingState } from '@/lib/schedule';
import type { RuleBreak } from '@/lib/working-time';

// The approvals inbox as the browser gets it: JSON-safe, names resolved, warnings computed on the
// server so every manager sees the same ones.

export type InboxRequest = {
  /** `<itemId>:<userId>`: one member of one item. */
  key: string;
  /** The day the item starts, YYYY-MM-DD in the organization's zone. */
  day: string;
  kind: RequestStatus;
  item: InboxItem;
  person: InboxPerson;
  warnings: RequestWarnings;
  /** Who is on the item now, in the schedule's vocabulary (lib/schedule/staffing-words.ts). */
  staffing: StaffingState;
  /** A request to be replaced: who could take the shift, and who else works it (lib/requests/build-inbox.ts). */
  replacement?: ReplacementContext;
  /** A request to join: the organization's working-time rules that approving it breaks (absent: none). */
  ruleBreaks?: RuleBreak[];
};

/** A colleague asking to join an item someone asks to leave: the warnings and rule breaks of putting them on it, as their own request's. */
export type CoverAsker = InboxPerson & { warnings: RequestWarnings; ruleBreaks?: RuleBreak[] };

/** What answering "asked to be replaced" needs to know of the item beyond the requester. */
export type ReplacementContext = {
  /** Colleagues who asked to join the same item: each can be approved as the cover in one decision, with what approving them would double-book or break. */
  colleagues: CoverAsker[];
  /** The names of the others holding the item: whether releasing the requester leaves it open. */
  othersHolding: string[];
};

/** A member asked to work the item, whose answer has not come yet: nothing for the manager to do. */
export type AwaitingRequest = {
  key: string;
  day: string;
  item: InboxItem;
  person: InboxPerson;
};

export type RequestInbox = { requests: InboxRequest[]; awaiting: AwaitingRequest[] };

export type InboxRead = RequestInbox & { window: InboxWindow; timeZone: string; fetchedAt: number };

export type RequestCount = { count: number; window: InboxWindow; fetchedAt: number };

export function requestKey(itemId: string, userId: string): string {
  return `${itemId}:${userId}`;
}
