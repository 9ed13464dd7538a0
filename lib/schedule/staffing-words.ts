import { isNoLongerOn } from './member-presence';
import { holdsItem, isCalledOff } from './open-shifts';
import { memberStatusLabel } from './item-words';

// The one vocabulary of an item's staffing, said the same on the schedule's events, the roster,
// the drawer and the inbox. The service's own item status (OPEN, ASSIGNED) is set by clients and
// often stale (a shift with two people on it can still say OPEN), so the words come from the
// people on the item: an item with someone on it is never called "Open".

export type StaffingState = 'cancelled' | 'deleted' | 'assigned' | 'offered' | 'requested' | 'open';

export const staffingWords: Record<StaffingState, string> = {
  cancelled: 'Cancelled',
  deleted: 'Deleted',
  // Someone holds it (assigned, accepted, or still on it while asking for cover).
  assigned: 'Assigned',
  // Nobody holds it; someone was put on it and has not answered yet.
  offered: 'Awaiting reply',
  // Nobody holds it; someone asked to join.
  requested: 'Join requested',
  // Nobody on it at all.
  open: 'Open',
};

type Member = { status: string };
type Staffed = { status: string; members: readonly Member[] };

export function staffingState(item: Staffed): StaffingState {
  if (item.status === 'CANCELLED') return 'cancelled';
  if (item.status === 'DELETED') return 'deleted';
  const on = item.members.filter((m) => !isNoLongerOn(m.status));
  if (on.some((m) => holdsItem(m.status))) return 'assigned';
  if (on.some((m) => m.status === 'PENDING_RESPONSE')) return 'offered';
  if (on.length > 0) return 'requested';
  return 'open';
}

export function staffingWord(item: Staffed): string {
  return staffingWords[staffingState(item)];
}

/** What a person on the item who does not hold it is waiting for, after their name. */
const waitingWords: Record<string, string> = { PENDING_RESPONSE: 'has not answered yet', ADDITION_REQUESTED: 'asked to join' };

/**
 * Who is on the item, in words: those who hold it by name, the others with what they are waiting
 * for ("Ana Silva, Ben Okafor; Yusuf Demir asked to join"), "Nobody yet" when no one is.
 * `max` names at most that many holders, then "and N more".
 */
export function peopleWords(item: { members: readonly (Member & { displayName: string })[] }, max = Infinity): string {
  const on = item.members.filter((m) => !isNoLongerOn(m.status));
  if (on.length === 0) return 'Nobody yet';
  const holders = on.filter((m) => holdsItem(m.status)).map((m) => m.displayName);
  const shown = holders.slice(0, max).join(', ');
  const held = holders.length > max ? `${shown} and ${holders.length - max} more` : shown;
  const waiting = on.filter((m) => !holdsItem(m.status)).map((m) => `${m.displayName} ${waitingWords[m.status] ?? memberStatusLabel(m.status).toLowerCase()}`);
  return [held, waiting.join(', ')].filter(Boolean).join('; ');
}

/** How many people hold the item (assigned, accepted, or still on it while asking for cover). */
export function heldCount(item: { members: readonly Member[] }): number {
  return item.members.filter((m) => holdsItem(m.status)).length;
}

/** Held by fewer than it needs: a called-off item never is. */
export function isShortHanded(item: Staffed, needs: number): boolean {
  return !isCalledOff(item.status) && heldCount(item) < needs;
}

/**
 * "1 of 2": how many hold an item that needs more than one; null for an item that needs one (its
 * staffing word says it all) or is called off.
 */
export function coverWords(item: Staffed, needs: number): string | null {
  if (needs <= 1 || isCalledOff(item.status)) return null;
  return `${heldCount(item)} of ${needs}`;
}
