import 'server-only';
import type { Availability, IsoWeekday } from '@/lib/availability';
import { saveManyAvailability } from '@/lib/availability/server';
import { addPeoplePositions, insertPosition, positionsOf, saveItemPositions } from '@/lib/positions/server';
import { holdsItem } from '@/lib/schedule';
import { saveManyNeeds } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { DAY_MS } from '@/lib/time/units';

// Demo mode on the `large` seed (the benchmark's emulator): the planning data Shiftdesk keeps for
// its organization, so auto-fill's benchmark week (its densest) is a real case: a position per
// job title, each person's own and sometimes a second, hour targets and maximums, unavailable
// windows and preferred/avoided days; every shift from this week's Monday on requires a position
// and needs more people than it holds, so not every open place can be filled. Seeded: each choice
// is a hash of the person's or item's id (the emulator's ids are the same every run), so the same
// data every start. An organization that has positions already is left as it is.

export const LARGE_ORGANIZATION = 'Metro Logistics Hub';
/** The seed's calendar reaches six weeks past today (emulator/seed/large-items.ts). */
const WEEKS_AHEAD = 7;

/** A number in [0, 1) from a key (FNV-1a): the same key, the same number. */
export function seededFraction(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 4_294_967_296;
}
const pickBy = <T,>(key: string, list: readonly T[]): T => list[Math.floor(seededFraction(key) * list.length)]!;
const weekday = (key: string) => (Math.floor(seededFraction(key) * 7) + 1) as IsoWeekday;

const TARGETS = [32, 40, 40, 48] as const;
/** A person's week from their id: a target and a maximum, often an unavailable window, sometimes a preferred or an avoided day. */
export function largeAvailability(userId: string): Availability {
  const target = pickBy(`${userId}:target`, TARGETS);
  const kind = seededFraction(`${userId}:unavailable`);
  const unavailable = kind < 0.3 ? [{ weekday: weekday(`${userId}:off`), from: '00:00', to: '24:00', overnight: false }] : kind < 0.6 ? [{ weekday: weekday(`${userId}:evening`), from: '17:00', to: '24:00', overnight: false }] : [];
  const preferredDays = seededFraction(`${userId}:prefers`) < 0.5 ? [weekday(`${userId}:preferred`)] : [];
  const avoidedDays = seededFraction(`${userId}:avoids`) < 0.3 ? [weekday(`${userId}:avoided`)].filter((d) => !preferredDays.includes(d)) : [];
  return { unavailable, preferredDays, avoidedDays, preferredStarts: [], targetHours: target, maxHours: target + 8 };
}

/**
 * How many more than its holders a shift needs: one on about one in seven. With the seed's shifts
 * without holders that makes ~860 open places in its densest week: more than its people's maximums
 * and times leave room for, and few enough that some people stay under target, so who gets a place
 * changes the hours spread (with more, everyone ends at or over target and any fill is as fair).
 */
export function extraNeeded(itemId: string): number {
  return seededFraction(`${itemId}:needs`) < 0.85 ? 0 : 1;
}

export async function seedLargePlanning(services: AppServices, organizationId: string, timeZone: string): Promise<void> {
  const { db, upstream } = services;
  if ((await positionsOf(db, organizationId)).length > 0) return;
  const members = (await upstream.listOrganizationMembers(organizationId)).filter((m) => !m.isAdmin);
  const titles = [...new Set(members.flatMap((m) => (m.title ? [m.title] : [])))].sort();
  const positionOfTitle = new Map(titles.map((title) => [title, crypto.randomUUID()]));
  for (const [name, id] of positionOfTitle) await insertPosition(db, organizationId, { id, name });
  const ids = [...positionOfTitle.values()];
  // Each person's own title's position, and for some a second.
  const positionsOfPerson = new Map(members.map((member) => {
    const own = member.title ? positionOfTitle.get(member.title) : undefined;
    const second = seededFraction(`${member.userId}:second`) < 0.4 ? pickBy(`${member.userId}:position`, ids) : undefined;
    return [member.userId, [...new Set([own, second].filter((id): id is string => id !== undefined))]] as const;
  }));
  await addPeoplePositions(db, organizationId, positionsOfPerson);
  await saveManyAvailability(db, organizationId, new Map(members.map((member) => [member.userId, largeAvailability(member.userId)])));
  const monday = isoWeekOf(Date.now(), timeZone).start;
  const shifts = (await upstream.listCalendarItems(organizationId, { from: monday, to: monday + WEEKS_AHEAD * 7 * DAY_MS })).filter((item) => item.type === 'MULTI_ASSIGNEE_SHIFT');
  await saveItemPositions(db, organizationId, new Map(shifts.map((item) => [item.id, pickBy(`${item.id}:position`, ids)])));
  await saveManyNeeds(db, organizationId, new Map(shifts.map((item) => [item.id, Math.max(1, item.members.filter((m) => holdsItem(m.status)).length + extraNeeded(item.id))])));
}
