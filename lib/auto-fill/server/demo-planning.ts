import 'server-only';
import type { Availability, IsoWeekday } from '@/lib/availability';
import { saveAvailability } from '@/lib/availability/server';
import { positionsOf, insertPosition, saveItemPosition, savePersonPositions } from '@/lib/positions/server';
import { holdsItem } from '@/lib/schedule';
import { saveNeeds } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { listOrganizationEntries } from '@/lib/server/entry-points';
import { errorFields, log } from '@/lib/server/log/logger';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { DAY_MS } from '@/lib/time/units';
import { LARGE_ORGANIZATION, seedLargePlanning } from './large-planning';

// Demo mode only: what auto-fill plans with that Shiftdesk keeps itself (the service has none),
// filled at start for the demo's clinic and warehouse: positions (from the people's titles and the
// shifts' names), each person's availability and preferences, and "needs" one more than held on
// next week's ward shifts, so next week has real work beside the emulator's open covers
// (emulator/seed/demo-open-week.ts). Not the café, the organization the e2e suites edit. An
// organization that has positions already is left as it is (a restart keeps what a manager changed).

type PositionPlan = { name: string; titles: RegExp; items: RegExp };
const DEMO_PLANS: Record<string, { positions: PositionPlan[]; moreOn: RegExp }> = {
  'Northside Clinic': {
    positions: [
      { name: 'Nurse', titles: /nurse/i, items: /ward/i },
      { name: 'Reception', titles: /receptionist|medical assistant/i, items: /front desk/i },
    ],
    moreOn: /^Day ward shift$/,
  },
  'Central Warehouse': {
    positions: [
      { name: 'Forklift', titles: /forklift|team lead/i, items: /^forklift/i },
      { name: 'Picking', titles: /picker|packer|team lead|inventory/i, items: /pick/i },
    ],
    moreOn: /^Early shift$/,
  },
};

const TARGETS = [24, 32, 40] as const;
/** The n-th person's week: a target and a maximum, one recurring unavailable window, a preferred and an avoided day. */
export function demoAvailability(n: number): Availability {
  const target = TARGETS[n % TARGETS.length]!;
  const day = (k: number) => (((n + k) % 7) + 1) as IsoWeekday;
  const unavailable = n % 3 === 0 ? [{ weekday: day(5), from: '00:00', to: '24:00', overnight: false }] : n % 3 === 1 ? [{ weekday: day(2), from: '17:00', to: '24:00', overnight: false }] : [];
  return { unavailable, preferredDays: [day(0)], avoidedDays: [day(3)], preferredStarts: [], targetHours: target, maxHours: target + 8 };
}

async function fillOrganization(services: AppServices, organizationId: string, timeZone: string, plan: (typeof DEMO_PLANS)[string]): Promise<void> {
  const { db, upstream } = services;
  if ((await positionsOf(db, organizationId)).length > 0) return;
  const positions = plan.positions.map((p) => ({ ...p, id: crypto.randomUUID() }));
  for (const p of positions) await insertPosition(db, organizationId, { id: p.id, name: p.name });
  const members = (await upstream.listOrganizationMembers(organizationId)).filter((m) => !m.isAdmin);
  for (const [n, member] of members.entries()) {
    const theirs = positions.filter((p) => p.titles.test(member.title ?? '')).map((p) => p.id);
    if (theirs.length > 0) await savePersonPositions(db, organizationId, member.userId, theirs);
    await saveAvailability(db, organizationId, member.userId, demoAvailability(n));
  }
  // From this week's Monday to the end of next week: the shifts' positions, and one more needed on some.
  const monday = isoWeekOf(Date.now(), timeZone).start;
  for (const item of await upstream.listCalendarItems(organizationId, { from: monday, to: monday + 14 * DAY_MS })) {
    const position = positions.find((p) => p.items.test(item.name ?? ''));
    if (position) await saveItemPosition(db, organizationId, item.id, position.id);
    if (plan.moreOn.test(item.name ?? '') && item.start >= monday + 7 * DAY_MS) await saveNeeds(db, organizationId, item.id, Math.min(3, item.members.filter((m) => holdsItem(m.status)).length + 1));
  }
}

/** Fills the demo organizations' planning data; a failure is logged, never fatal. */
export async function seedDemoPlanning(services: AppServices): Promise<void> {
  try {
    for (const entry of await listOrganizationEntries(services.db)) {
      // The `large` seed's organization (the benchmark's): planning data of its own (large-planning.ts).
      if (entry.displayName === LARGE_ORGANIZATION) await seedLargePlanning(services, entry.organizationId, entry.timeZone ?? 'UTC');
      const plan = entry.displayName ? DEMO_PLANS[entry.displayName] : undefined;
      if (plan) await fillOrganization(services, entry.organizationId, entry.timeZone ?? 'UTC', plan);
    }
  } catch (error) {
    log().warn(errorFields(error), 'demo planning data (positions, availability, needs) not loaded');
  }
}
