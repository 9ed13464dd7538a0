import type { EmulatorState } from '../state/emulator-state';
import type { Random } from '../state/random';
import type { Organization } from '../state/types';
import { DAY_MS } from '@/lib/time/units';
import { seedDemoItems } from './demo-items';
import { OTHER_ENTERPRISE_NAME, OTHER_ORG } from './org-profiles';

// The demo's second enterprise: one organization the demo token reads like the others, staffed by
// a few people who also work in the first enterprise. Demo mode configures only the first one, so
// this is a real, reachable organization the dashboard must refuse to act in. Seeded after
// everything else, so every id of the first enterprise stays what it was.

/** Demo people (by seed order) who also work at the second enterprise. */
const SHARED_PEOPLE = 6;

export function seedOtherEnterprise(state: EmulatorState, rng: Random, dayStart: number): Organization {
  const dir = state.directory;
  const enterprise = { id: state.ids.next(), name: OTHER_ENTERPRISE_NAME, updatedAt: dayStart - 200 * DAY_MS };
  dir.enterprises.set(enterprise.id, enterprise);
  const org: Organization = { id: state.ids.next(), enterpriseId: enterprise.id, name: OTHER_ORG.name, timeZone: OTHER_ORG.timeZone, updatedAt: dayStart - 60 * DAY_MS };
  dir.organizations.set(org.id, org);
  const people = [...dir.users.keys()].slice(0, SHARED_PEOPLE);
  dir.memberships.set(
    org.id,
    people.map((userId, rank) => {
      const createdAt = dayStart - rng.int(20, 300) * DAY_MS;
      return { userId, organizationId: org.id, title: rank === 0 ? OTHER_ORG.managerTitle : rng.pick(OTHER_ORG.titles), admin: rank === 0, createdAt, updatedAt: createdAt };
    }),
  );
  state.calendar.bulkLoad(seedDemoItems(state, rng, dayStart, [org], [OTHER_ORG]));
  return org;
}
