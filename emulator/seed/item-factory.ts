import type { CalendarItemType } from '@/lib/contract/calendar-item';
import type { MemberStatus } from '@/lib/contract/members';
import type { EmulatorState } from '../state/emulator-state';
import type { Random } from '../state/random';
import type { CalendarItem } from '../state/types';
import { DAY_MS } from '@/lib/time/units';

// Building seeded items: realistic creation times (before the start and before today) and member
// statuses that depend on when the item is (past items are settled, near-future ones have the
// pending requests a manager must act on).

type Weights = [MemberStatus, number][];

const PAST: Weights = [['ACCEPTED', 65], ['ASSIGNED', 25], ['DECLINED', 5], ['DELETED', 3], ['DENIED', 2]];
const SOON: Weights = [
  ['ASSIGNED', 30], ['ACCEPTED', 30], ['PENDING_RESPONSE', 12], ['REPLACEMENT_REQUESTED', 8],
  ['ADDITION_REQUESTED', 6], ['DECLINED', 8], ['DENIED', 3], ['DELETED', 3],
];
const LATER: Weights = [['ASSIGNED', 40], ['ACCEPTED', 20], ['PENDING_RESPONSE', 25], ['DECLINED', 8], ['DENIED', 3], ['DELETED', 4]];

function weighted(rng: Random, weights: Weights): MemberStatus {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [status, weight] of weights) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return (weights[0] as [MemberStatus, number])[0];
}

/** A shift member's status by how far the shift is from today. */
export function shiftMemberStatus(rng: Random, start: number, dayStart: number): MemberStatus {
  if (start < dayStart) return weighted(rng, PAST);
  return weighted(rng, start < dayStart + 14 * DAY_MS ? SOON : LATER);
}

export interface ItemPlan {
  organizationId: string;
  timeZoneName: string;
  type: CalendarItemType;
  name: string | null;
  notes?: string | null;
  start: number;
  end: number;
  members: [userId: string, status: MemberStatus][];
}

/** A seeded item with an id from the state's counter and creation times before today. */
export function buildItem(state: EmulatorState, rng: Random, dayStart: number, plan: ItemPlan): CalendarItem {
  const createdAt = Math.min(plan.start, dayStart) - rng.int(1, 14) * DAY_MS - rng.int(0, 23) * 3_600_000;
  const updatedAt = Math.min(createdAt + rng.int(0, 72) * 3_600_000, dayStart - 60_000);
  return {
    id: state.ids.next(),
    organizationId: plan.organizationId,
    type: plan.type,
    name: plan.name,
    notes: plan.notes ?? null,
    start: plan.start,
    end: plan.end,
    timeZoneName: plan.timeZoneName,
    statusOverride: null,
    muteAssignmentNotifications: false,
    members: plan.members.map(([userId, status]) => ({ type: 'USER', userId, status, updatedAt })),
    createdAt,
    updatedAt,
    deleted: false,
  };
}
