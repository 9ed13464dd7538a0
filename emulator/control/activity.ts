import { afterMemberChange } from '../domain/item-status';
import { userMemberOf } from '../domain/member-ops';
import { nextStamp, type EmulatorState } from '../state/emulator-state';
import { createRandom } from '../state/random';
import type { CalendarItem, ItemMember } from '../state/types';
import { DAY_MS } from '@/lib/time/units';
import { utcDayStart, wallClock } from '../seed/zoned-time';

// Simulated workers changing data from their phones, so the dashboard's polling has something to
// show: ask to join a shift, decline, ask for a replacement, add time off, and now and then a
// shift is moved by 30-60 minutes. Each tick makes at most one change; off by default.

export interface ActivityChange {
  kind: 'addition-requested' | 'declined' | 'replacement-requested' | 'time-off-added' | 'shift-moved';
  itemId: string;
  organizationId: string;
  userId?: string;
  description: string;
}

type Action = (state: EmulatorState, item: CalendarItem) => ActivityChange | undefined;

const rng = createRandom(0x5eed);
const WEIGHTED_KINDS: ActivityChange['kind'][] = [
  'addition-requested', 'addition-requested', 'addition-requested', 'declined', 'declined',
  'replacement-requested', 'replacement-requested', 'time-off-added', 'shift-moved',
];

function changed(state: EmulatorState, item: CalendarItem): void {
  item.updatedAt = nextStamp(state, item.updatedAt);
  state.version += 1;
}

function nameOf(state: EmulatorState, userId: string | undefined): string {
  return (userId && state.directory.users.get(userId)?.fullName) || 'Someone';
}

function setStatus(state: EmulatorState, item: CalendarItem, member: ItemMember, status: ItemMember['status']): void {
  member.status = status;
  member.updatedAt = state.now();
  afterMemberChange(item);
  changed(state, item);
}

const actions: Record<Exclude<ActivityChange['kind'], 'time-off-added'>, Action> = {
  'addition-requested': (state, item) => {
    if (item.type !== 'MULTI_ASSIGNEE_SHIFT') return undefined;
    const candidates = (state.directory.memberships.get(item.organizationId) ?? []).filter((m) => !userMemberOf(item, m.userId));
    if (candidates.length === 0) return undefined;
    const userId = rng.pick(candidates).userId;
    item.members.push({ type: 'USER', userId, status: 'ADDITION_REQUESTED', updatedAt: state.now() });
    afterMemberChange(item);
    changed(state, item);
    return { kind: 'addition-requested', itemId: item.id, organizationId: item.organizationId, userId, description: `${nameOf(state, userId)} asked to join ${item.name ?? 'a shift'}` };
  },
  declined: (state, item) => {
    const member = item.members.find((m) => m.type === 'USER' && (m.status === 'PENDING_RESPONSE' || m.status === 'ASSIGNED'));
    if (!member) return undefined;
    setStatus(state, item, member, 'DECLINED');
    return { kind: 'declined', itemId: item.id, organizationId: item.organizationId, userId: member.userId, description: `${nameOf(state, member.userId)} declined ${item.name ?? 'an item'}` };
  },
  'replacement-requested': (state, item) => {
    if (item.type !== 'MULTI_ASSIGNEE_SHIFT') return undefined;
    const member = item.members.find((m) => m.type === 'USER' && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));
    if (!member) return undefined;
    setStatus(state, item, member, 'REPLACEMENT_REQUESTED');
    return { kind: 'replacement-requested', itemId: item.id, organizationId: item.organizationId, userId: member.userId, description: `${nameOf(state, member.userId)} asked for a replacement on ${item.name ?? 'a shift'}` };
  },
  'shift-moved': (state, item) => {
    if (item.type !== 'MULTI_ASSIGNEE_SHIFT') return undefined;
    const delta = rng.pick([-60, -45, -30, 30, 45, 60]) * 60_000;
    state.calendar.move(item, item.start + delta, item.end + delta);
    changed(state, item);
    return { kind: 'shift-moved', itemId: item.id, organizationId: item.organizationId, description: `${item.name ?? 'A shift'} moved by ${delta / 60_000} min` };
  },
};

function addTimeOff(state: EmulatorState, organizationId: string): ActivityChange | undefined {
  const org = state.directory.organizations.get(organizationId);
  const members = state.directory.memberships.get(organizationId) ?? [];
  if (!org || members.length === 0) return undefined;
  const userId = rng.pick(members).userId;
  const day = utcDayStart(state.now()) + rng.int(3, 21) * DAY_MS;
  const now = state.now();
  const item: CalendarItem = {
    id: state.ids.next(), organizationId, type: 'TIME_OFF', name: 'Time off request', notes: null,
    start: wallClock(org.timeZone, day, 0), end: wallClock(org.timeZone, day + rng.int(1, 2) * DAY_MS, 0),
    timeZoneName: org.timeZone, statusOverride: null, muteAssignmentNotifications: false,
    members: [{ type: 'USER', userId, status: 'PENDING_RESPONSE', updatedAt: now }],
    createdAt: now, updatedAt: now, deleted: false,
  };
  state.calendar.insert(item);
  state.version += 1;
  return { kind: 'time-off-added', itemId: item.id, organizationId, userId, description: `${nameOf(state, userId)} requested time off` };
}

/** One simulated step: tries a few random actions until one applies (in one organization, if given). */
export function activityTick(state: EmulatorState, onlyOrganizationId?: string): ActivityChange[] {
  const orgIds = onlyOrganizationId ? [onlyOrganizationId].filter((id) => state.directory.organizations.has(id)) : [...state.directory.organizations.keys()];
  if (orgIds.length === 0) return [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const organizationId = rng.pick(orgIds);
    const kind = rng.pick(WEIGHTED_KINDS);
    if (kind === 'time-off-added') {
      const change = addTimeOff(state, organizationId);
      if (change) return [change];
      continue;
    }
    const now = state.now();
    const upcoming = state.calendar.range(organizationId, now, now + 14 * DAY_MS);
    if (upcoming.length === 0) continue;
    const change = actions[kind](state, rng.pick(upcoming));
    if (change) return [change];
  }
  return [];
}

/** Runs ticks on a timer while enabled. The timer is unref'd so it never keeps a process alive. */
export class ActivityRunner {
  private timer: ReturnType<typeof setInterval> | undefined;
  intervalMs = 15_000;
  readonly recent: ActivityChange[] = [];

  constructor(private readonly state: EmulatorState) {}

  get enabled(): boolean {
    return this.timer !== undefined;
  }

  tick(organizationId?: string): ActivityChange[] {
    const changes = activityTick(this.state, organizationId);
    this.recent.push(...changes);
    this.recent.splice(0, Math.max(0, this.recent.length - 50));
    return changes;
  }

  set(enabled: boolean, intervalMs?: number): void {
    if (intervalMs !== undefined) this.intervalMs = intervalMs;
    this.stop();
    if (enabled) {
      this.timer = setInterval(() => this.tick(), this.intervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
