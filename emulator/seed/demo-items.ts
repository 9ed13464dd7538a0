import type { MemberStatus } from '@/lib/contract/members';
import type { EmulatorState } from '../state/emulator-state';
import type { Random } from '../state/random';
import type { CalendarItem, Organization } from '../state/types';
import { memberIdsOf } from './directory-seed';
import { buildItem, shiftMemberStatus } from './item-factory';
import { TIME_OFF_NAMES, type OrgProfile } from './org-profiles';
import { DAY_MS } from '@/lib/time/units';
import { wallClock } from './zoned-time';
import { addDemoMorning } from './demo-morning';

// The demo's calendar: from 2 weeks before to 4 weeks after today, per organization its shift
// patterns (some open, with no member), whole-day time off and 30-90 minute meetings in working
// hours. A final pass makes sure every member status occurs and that there are pending join and
// replacement requests in the next 14 days, whatever the random rolls gave.

const FIRST_DAY = -14;
const LAST_DAY = 27;
const HOUR = 3_600_000;

function shifts(state: EmulatorState, rng: Random, dayStart: number, org: Organization, profile: OrgProfile, staff: string[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day += 1) {
    const midnight = dayStart + day * DAY_MS;
    const weekend = [0, 6].includes(new Date(midnight).getUTCDay());
    for (const pattern of profile.shifts) {
      if ((weekend && !pattern.weekends) || rng.chance(0.08)) continue;
      const start = wallClock(org.timeZone, midnight, pattern.hour, pattern.minute);
      const open = day >= 0 && rng.chance(0.1);
      const crew = open ? [] : rng.shuffle(staff).slice(0, rng.int(pattern.crew[0], pattern.crew[1]));
      items.push(
        buildItem(state, rng, dayStart, {
          organizationId: org.id,
          timeZoneName: org.timeZone,
          type: 'MULTI_ASSIGNEE_SHIFT',
          name: `${pattern.name} shift`,
          notes: rng.chance(0.15) ? rng.pick(profile.notes) : null,
          start,
          end: start + pattern.hours * HOUR,
          members: crew.map((userId) => [userId, shiftMemberStatus(rng, start, dayStart)]),
        }),
      );
    }
  }
  return items;
}

function timeOff(state: EmulatorState, rng: Random, dayStart: number, org: Organization, staff: string[]): CalendarItem[] {
  return Array.from({ length: 12 }, () => {
    const day = rng.int(FIRST_DAY, LAST_DAY);
    const days = rng.int(1, 3);
    const start = wallClock(org.timeZone, dayStart + day * DAY_MS, 0);
    const status: MemberStatus = day < 0 ? 'ACCEPTED' : rng.pick(['ACCEPTED', 'ACCEPTED', 'PENDING_RESPONSE', 'DECLINED'] as const);
    return buildItem(state, rng, dayStart, {
      organizationId: org.id,
      timeZoneName: org.timeZone,
      type: 'TIME_OFF',
      name: rng.pick(TIME_OFF_NAMES),
      start,
      end: wallClock(org.timeZone, dayStart + (day + days) * DAY_MS, 0),
      members: [[rng.pick(staff), status]],
    });
  });
}

function meetings(state: EmulatorState, rng: Random, dayStart: number, org: Organization, profile: OrgProfile, everyone: string[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (let week = 0; week < 6; week += 1) {
    for (let n = 0; n < 2; n += 1) {
      const day = FIRST_DAY + week * 7 + rng.int(0, 6);
      const start = wallClock(org.timeZone, dayStart + day * DAY_MS, rng.int(9, 16), rng.pick([0, 30]));
      const attendees = [everyone[0] as string, ...rng.shuffle(everyone.slice(1)).slice(0, rng.int(1, 5))];
      const choices: MemberStatus[] = day < 0 ? ['ACCEPTED', 'ACCEPTED', 'DECLINED'] : ['ACCEPTED', 'PENDING_RESPONSE', 'PENDING_RESPONSE', 'DECLINED'];
      items.push(
        buildItem(state, rng, dayStart, {
          organizationId: org.id,
          timeZoneName: org.timeZone,
          type: 'MEETING',
          name: rng.pick(profile.meetings),
          start,
          end: start + rng.pick([30, 45, 60, 90]) * 60_000,
          members: attendees.map((userId, i) => [userId, i === 0 ? 'ACCEPTED' : rng.pick(choices)]),
        }),
      );
    }
  }
  return items;
}

/** Guarantees the statuses a demo must show, by editing upcoming shifts deterministically. */
function ensureVariety(items: CalendarItem[], dayStart: number, staffOf: Map<string, string[]>): void {
  const soon = items.filter((i) => i.type === 'MULTI_ASSIGNEE_SHIFT' && i.start >= dayStart && i.start < dayStart + 14 * DAY_MS);
  const count = (status: MemberStatus) => soon.reduce((n, i) => n + i.members.filter((m) => m.status === status).length, 0);
  let cursor = 0;
  const nextShift = () => soon[(cursor += 7) % soon.length] as CalendarItem;
  if (soon.length === 0) return;
  for (let guard = 0; count('ADDITION_REQUESTED') < 4 && guard < soon.length; guard += 1) {
    const item = nextShift();
    const taken = new Set(item.members.map((m) => m.userId));
    const userId = staffOf.get(item.organizationId)?.find((id) => !taken.has(id));
    if (userId) item.members.push({ type: 'USER', userId, status: 'ADDITION_REQUESTED', updatedAt: item.updatedAt });
  }
  const required: MemberStatus[] = ['REPLACEMENT_REQUESTED', 'REPLACEMENT_REQUESTED', 'REPLACEMENT_REQUESTED', 'REPLACEMENT_REQUESTED', 'PENDING_RESPONSE', 'DENIED', 'DELETED', 'DECLINED', 'ACCEPTED', 'ASSIGNED'];
  for (const status of required) {
    const need = status === 'REPLACEMENT_REQUESTED' ? 4 : 1;
    for (let guard = 0; count(status) < need && guard < soon.length; guard += 1) {
      const member = nextShift().members.find((m) => m.status === 'ASSIGNED' || m.status === 'ACCEPTED');
      if (member) member.status = status;
    }
  }
}

export function seedDemoItems(state: EmulatorState, rng: Random, dayStart: number, orgs: Organization[], profiles: OrgProfile[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  const staffOf = new Map<string, string[]>();
  orgs.forEach((org, index) => {
    const profile = profiles[index] as OrgProfile;
    const everyone = memberIdsOf(state, org.id);
    const staff = everyone.slice(1);
    staffOf.set(org.id, staff);
    items.push(...shifts(state, rng, dayStart, org, profile, staff));
    items.push(...timeOff(state, rng, dayStart, org, staff));
    items.push(...meetings(state, rng, dayStart, org, profile, everyone));
  });
  ensureVariety(items, dayStart, staffOf);
  if (state.morning) addDemoMorning(items, state.now(), staffOf);
  return items;
}
