import { isNoLongerOn } from '@/lib/schedule';
import { addStatuses, type AddStatus } from '@/lib/staffing';
import type { KnownChange } from './change-kinds';

// What undoing a remembered change does to the item as it is now: only the steps still needed
// (a person already taken off again is not removed twice), each one of the staffing or schedule
// writes the original went through.

export type UndoStep =
  | { op: 'times'; start: number; end: number }
  | { op: 'add'; userId: string; name: string; status: AddStatus }
  | { op: 'remove'; userId: string; name: string };

type ItemNow = { start: number; end: number; members: readonly { userId: string | null; status: string }[] };

/** Kinds an Undo exists for; a decision sent to a worker, an Undo itself and a deletion kept without what remakes it have none. */
export function canUndo(change: KnownChange): boolean {
  if (change.kind === 'deleted') return change.restore !== undefined;
  return change.kind === 'moved' || change.kind === 'added' || change.kind === 'removed' || change.kind === 'reassigned';
}

const isOn = (item: ItemNow, userId: string) => item.members.some((m) => m.userId === userId && !isNoLongerOn(m.status));

/** A person comes back as they were, when that is a status one can be given; else as Assigned. */
export const backAs = (status: string): AddStatus => ((addStatuses as readonly string[]).includes(status) ? (status as AddStatus) : 'ASSIGNED');

/** The steps, in order (a reassignment puts the person back before taking the other off); [] when nothing is left to undo. */
export function undoPlan(change: KnownChange, item: ItemNow): UndoStep[] {
  switch (change.kind) {
    case 'moved':
      return item.start === change.from.start && item.end === change.from.end ? [] : [{ op: 'times', start: change.from.start, end: change.from.end }];
    case 'added':
      return change.people.filter((p) => isOn(item, p.userId)).map((p) => ({ op: 'remove', userId: p.userId, name: p.name }));
    case 'removed':
      return isOn(item, change.person.userId) ? [] : [{ op: 'add', userId: change.person.userId, name: change.person.name, status: backAs(change.person.status) }];
    case 'reassigned': {
      const steps: UndoStep[] = [];
      if (!isOn(item, change.from.userId)) steps.push({ op: 'add', userId: change.from.userId, name: change.from.name, status: backAs(change.from.status) });
      if (isOn(item, change.to.userId)) steps.push({ op: 'remove', userId: change.to.userId, name: change.to.name });
      return steps;
    }
    default:
      return [];
  }
}

/**
 * Would undoing write over someone else's later change? The item is as this user left it when its
 * version is one their own writes produced, this change or a later one of theirs; otherwise
 * someone (or something) changed it since, and the Undo asks first, as a drag onto a changed item does.
 */
export function overwritesOthers(currentVersion: string, ownVersionsSince: readonly (string | null)[]): boolean {
  return !ownVersionsSince.includes(currentVersion);
}
