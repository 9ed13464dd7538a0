import { addStatuses, defaultItemStatusFor, type AddStatus } from '@/lib/staffing';
import { conflictsOf, isNoLongerOn } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';
import { spanLaterByDays } from '@/lib/time/whole-days';

// What dropping a roster item on a cell means (by mouse or by Alt+arrows), decided before anything
// is sent: another day in the same row is a move (the same wall-clock time in the organization's
// zone, as the calendar moves); another person is a reassign (the target added, then the source
// taken off, so the item's other people are never touched); both at once do both. Nothing is
// dropped on the open shifts row: taking someone off is done in the item's drawer.

/** A cell: `person` null is the open shifts row; `day` the column, 0 = the week's first day. */
export type RosterCell = { person: { userId: string; name: string } | null; day: number };

/** `confirmConflicts`: the manager said yes to the double booking it makes (see dropConflicts). */
export type Reassign = { from: string | null; to: { userId: string; name: string }; initialStatus: AddStatus; newCalendarItemStatus: string; confirmConflicts: boolean };
export type DropPlan = { move: { start: number; end: number } | null; reassign: Reassign | null };
export type DropDecision = { ok: true; plan: DropPlan } | { ok: false; reason: string } | { ok: true; plan: null };

const DERIVED_STATUSES = new Set(['OPEN', 'ASSIGNED']);

export function decideDrop(item: ScheduleItem, from: RosterCell, to: RosterCell, timeZone: string): DropDecision {
  const samePerson = from.person?.userId === to.person?.userId;
  if (samePerson && from.day === to.day) return { ok: true, plan: null };
  const move = from.day === to.day ? null : spanLaterByDays(item, to.day - from.day, timeZone);
  if (samePerson) return { ok: true, plan: { move, reassign: null } };
  if (!to.person) return { ok: false, reason: 'Drop it on a person to give it to them; take someone off an item in its details.' };
  if (item.members.some((m) => m.userId === to.person!.userId && !isNoLongerOn(m.status))) return { ok: false, reason: `${to.person.name} is already on it.` };
  return { ok: true, plan: { move, reassign: reassignOf(item, from.person?.userId ?? null, to.person) } };
}

/**
 * The target takes the source's place with the source's standing (asked stays asked, assigned stays
 * assigned); from the open row they are assigned. A status set by hand (e.g. CANCELLED) is kept.
 */
function reassignOf(item: ScheduleItem, from: string | null, to: { userId: string; name: string }): Reassign {
  const fromStatus = from === null ? undefined : item.members.find((m) => m.userId === from)?.status;
  const initialStatus = (addStatuses as readonly string[]).includes(fromStatus ?? '') ? (fromStatus as AddStatus) : 'ASSIGNED';
  const newCalendarItemStatus = DERIVED_STATUSES.has(item.status) ? defaultItemStatusFor(initialStatus) : item.status;
  return { from, to, initialStatus, newCalendarItemStatus, confirmConflicts: false };
}

/**
 * The items of `theirs` (the target person's, as the roster shows them) that the item, at its new
 * times, would double-book them with (lib/schedule/conflict-rule.ts); none without a reassign.
 */
export function dropConflicts(item: ScheduleItem, plan: DropPlan, theirs: readonly ScheduleItem[]): ScheduleItem[] {
  if (!plan.reassign) return [];
  const { userId } = plan.reassign.to;
  const unique = [...new Map(theirs.map((other) => [other.id, other])).values()];
  const involvement = unique.flatMap((other) => other.members.filter((m) => m.userId === userId).map((m) => ({ item: other, status: m.status })));
  return conflictsOf({ ...item, ...(plan.move ?? {}) }, involvement);
}

/** The item as the roster shows it while the change is being saved. */
export function expectedItem(item: ScheduleItem, plan: DropPlan): ScheduleItem {
  const times = plan.move ?? { start: item.start, end: item.end };
  if (!plan.reassign) return { ...item, ...times };
  const { from, to, initialStatus } = plan.reassign;
  const kept = item.members.filter((m) => m.userId === null || m.userId !== from);
  const added = { key: `USER:${to.userId}`, type: 'USER', userId: to.userId, groupId: null, displayName: to.name, avatarUrl: null, status: initialStatus, phone: null };
  return { ...item, ...times, members: [...kept, added] };
}
