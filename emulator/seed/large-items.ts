import type { MemberStatus } from '@/lib/contract/members';
import type { EmulatorState } from '../state/emulator-state';
import type { Random } from '../state/random';
import type { CalendarItem, Organization } from '../state/types';
import { buildItem, shiftMemberStatus } from './item-factory';
import { TIME_OFF_NAMES, type OrgProfile } from './org-profiles';
import { DAY_MS } from '@/lib/time/units';
import { wallClock } from './zoned-time';

// The benchmark calendar: 20,000 items over eight weeks (two before today, six after) for one
// organization. Mostly shifts, with some time off and meetings. Kept to simple arithmetic so the
// whole seed stays well under two seconds.

export const LARGE_ITEM_COUNT = 20_000;
const DAYS = 56;
const FIRST_DAY = -14;
const HOUR = 3_600_000;

export function seedLargeItems(state: EmulatorState, rng: Random, dayStart: number, org: Organization, profile: OrgProfile, staff: string[]): CalendarItem[] {
  const items: CalendarItem[] = new Array<CalendarItem>(LARGE_ITEM_COUNT);
  for (let i = 0; i < LARGE_ITEM_COUNT; i += 1) {
    const midnight = dayStart + (FIRST_DAY + Math.floor((i * DAYS) / LARGE_ITEM_COUNT)) * DAY_MS;
    const kind = i % 20;
    const base = { organizationId: org.id, timeZoneName: org.timeZone };
    if (kind === 0) {
      const start = wallClock(org.timeZone, midnight, 0);
      const status: MemberStatus = start < dayStart ? 'ACCEPTED' : rng.pick(['ACCEPTED', 'PENDING_RESPONSE'] as const);
      items[i] = buildItem(state, rng, dayStart, {
        ...base, type: 'TIME_OFF', name: rng.pick(TIME_OFF_NAMES), start, end: start + DAY_MS, members: [[rng.pick(staff), status]],
      });
    } else if (kind === 1) {
      const start = wallClock(org.timeZone, midnight, rng.int(9, 16), rng.pick([0, 30]));
      const members: [string, MemberStatus][] = [];
      for (let n = rng.int(2, 5); n > 0; n -= 1) members.push([rng.pick(staff), rng.pick(['ACCEPTED', 'PENDING_RESPONSE', 'DECLINED'] as const)]);
      items[i] = buildItem(state, rng, dayStart, {
        ...base, type: 'MEETING', name: rng.pick(profile.meetings), start, end: start + rng.pick([30, 60, 90]) * 60_000, members: dedupe(members),
      });
    } else {
      const pattern = rng.pick(profile.shifts);
      const start = wallClock(org.timeZone, midnight, pattern.hour, pattern.minute);
      const members: [string, MemberStatus][] = [];
      if (!rng.chance(0.06)) {
        for (let n = rng.int(pattern.crew[0], pattern.crew[1]); n > 0; n -= 1) members.push([rng.pick(staff), shiftMemberStatus(rng, start, dayStart)]);
      }
      items[i] = buildItem(state, rng, dayStart, {
        ...base, type: 'MULTI_ASSIGNEE_SHIFT', name: `${pattern.name} shift`, start, end: start + pattern.hours * HOUR, members: dedupe(members),
      });
    }
  }
  return items;
}

function dedupe(members: [string, MemberStatus][]): [string, MemberStatus][] {
  const seen = new Set<string>();
  return members.filter(([userId]) => (seen.has(userId) ? false : (seen.add(userId), true)));
}
