import type { EmulatorState } from '../state/emulator-state';
import type { Random } from '../state/random';
import type { Organization } from '../state/types';
import { ENTERPRISE_NAME, type OrgProfile } from './org-profiles';
import { DAY_MS } from '@/lib/time/units';

// The enterprise, its organizations, users (each with an avatar) and memberships. Ids are taken
// in a fixed order (enterprise, organizations, then user and avatar pairs) so they are the same
// on every reset.

export interface DirectoryPlan {
  profiles: OrgProfile[];
  people: readonly string[];
  /** Indexes into `profiles` of the organizations person `i` belongs to; the first is home. */
  homesOf: (index: number) => number[];
  /** Whether person `i`, the `rank`-th member of an organization, is one of its admins. */
  isAdmin: (rank: number) => boolean;
}

export function seedDirectory(state: EmulatorState, rng: Random, dayStart: number, plan: DirectoryPlan): Organization[] {
  const dir = state.directory;
  dir.enterprise = { id: state.ids.next(), name: ENTERPRISE_NAME, updatedAt: dayStart - 400 * DAY_MS };
  dir.enterprises.set(dir.enterprise.id, dir.enterprise);
  const orgs = plan.profiles.map((profile, index) => {
    const org: Organization = {
      id: state.ids.next(),
      enterpriseId: dir.enterprise.id,
      name: profile.name,
      timeZone: profile.timeZone,
      updatedAt: dayStart - (90 + index * 17) * DAY_MS,
    };
    dir.organizations.set(org.id, org);
    dir.memberships.set(org.id, []);
    return org;
  });
  plan.people.forEach((fullName, index) => {
    const id = state.ids.next();
    const avatarPublicId = state.ids.next();
    dir.users.set(id, { id, fullName, avatarPublicId });
    dir.avatars.set(avatarPublicId, id);
    for (const orgIndex of plan.homesOf(index)) {
      const org = orgs[orgIndex] as Organization;
      const profile = plan.profiles[orgIndex] as OrgProfile;
      const list = dir.memberships.get(org.id) as NonNullable<ReturnType<typeof dir.memberships.get>>;
      const rank = list.length;
      const createdAt = dayStart - rng.int(20, 1500) * DAY_MS + rng.int(8, 17) * 3_600_000;
      list.push({
        userId: id,
        organizationId: org.id,
        title: rank === 0 ? profile.managerTitle : rng.pick(profile.titles),
        admin: plan.isAdmin(rank),
        createdAt,
        updatedAt: createdAt + rng.int(0, 15) * DAY_MS,
      });
    }
  });
  return orgs;
}

/** User ids of an organization's members, in membership order. */
export function memberIdsOf(state: EmulatorState, organizationId: string): string[] {
  return (state.directory.memberships.get(organizationId) ?? []).map((m) => m.userId);
}
