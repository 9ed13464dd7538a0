import { itemTypeLabels } from '@/lib/schedule';
import type { MemberDecision } from '@/lib/contract/members';
import type { RequestStatus } from '@/lib/staffing';

// What a person asked and what each answer will do, in words that hold on every reading of the
// spec. The spec shows only the status each answer sets ("PATCH … ACCEPTED: approving a cover",
// DECLINED: declining), nothing else, so each consequence is said through that status: Accepted
// works the item, Declined does not. For REPLACEMENT_REQUESTED (in the emulator, someone on the
// shift asking to be replaced) that is the surprise worth saying: Approve keeps them on it.

export type RequestWording = {
  /** What the person asked, e.g. "Asked to join this shift". */
  asked: string;
  /** What each answer does, e.g. "Mateo joins this shift (marked Accepted)". */
  effects: Record<MemberDecision, string>;
  /** Said when the obvious reading of the request is not what Approve does. */
  note: string | null;
};

/** "Mateo" from "Mateo Silva": short sentences read better with the first name. */
export function firstName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] || displayName;
}

function thisItem(type: string): string {
  const label = itemTypeLabels[type];
  return label ? `this ${label.toLowerCase()}` : 'this item';
}

export function requestWording(kind: RequestStatus, personName: string, itemType: string): RequestWording {
  const who = firstName(personName);
  const item = thisItem(itemType);
  if (kind === 'ADDITION_REQUESTED') {
    return {
      asked: `Asked to join ${item}`,
      effects: { ACCEPTED: `${who} joins ${item} (marked Accepted)`, DECLINED: `${who} does not join it (marked Declined)` },
      note: null,
    };
  }
  return {
    asked: `Asked to be replaced on ${item}`,
    effects: { ACCEPTED: `${who} works ${item} (marked Accepted)`, DECLINED: `${who} does not work ${item} (marked Declined)` },
    note: `Approve does not release ${who}; Decline does, and Shiftdesk assigns nobody in their place.`,
  };
}
