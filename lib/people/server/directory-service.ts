import 'server-only';
import type { OrganizationMembership } from '@/lib/contract/directory';
import { RECORD_BYTES_PER_TEXT_BYTE, type SharedReads } from '@/lib/server/upstream';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { createUserProfiles, type UserProfiles, type UserProfilesOptions } from './user-profiles';

// The directory as pages need it: an enterprise with its organizations, an organization's members
// with their profiles. Display names of organizations and enterprises are not in the interface;
// pages join them from Shiftdesk's own settings.

export interface EnterpriseWithOrganizations {
  id: string;
  updatedAt: number | undefined;
  organizations: { id: string; updatedAt: number | undefined }[];
}

export interface OrganizationMember {
  userId: string;
  fullName: string;
  title: string | undefined;
  isAdmin: boolean;
  avatarPublicId: string | undefined;
  /** False when the user's profile could not be read ("Unknown user <id>"). */
  resolved: boolean;
}

type DirectoryClient = Pick<UpstreamClient, 'getUser' | 'getEnterprise' | 'listEnterpriseOrganizations' | 'listOrganizationMembers'>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface DirectoryOptions extends UserProfilesOptions {
  /**
   * Where an organization's member list is shared by every user of the process for up to SHARED_READ_SECONDS
   * (docs/decisions/shared-reads.md); without one, every call asks the service.
   */
  shared?: SharedReads;
}

export function createDirectoryService(client: DirectoryClient, options: DirectoryOptions = {}) {
  const users: UserProfiles = createUserProfiles(client, options);

  /** The organization's memberships as the service listed them; shared, so never changed. */
  function readMemberships(organizationId: string): Promise<readonly OrganizationMembership[]> {
    const { shared } = options;
    if (!shared) return client.listOrganizationMembers(organizationId);
    const read = shared.read(
      organizationId,
      `organization-members ${organizationId}`,
      async () => Object.freeze(await client.listOrganizationMembers(organizationId)),
      (list) => JSON.stringify(list).length * RECORD_BYTES_PER_TEXT_BYTE,
    );
    return read.then((kept) => kept.value);
  }

  return {
    users,

    async getEnterpriseWithOrganizations(enterpriseId: string): Promise<EnterpriseWithOrganizations> {
      const [enterprise, entries] = await Promise.all([client.getEnterprise(enterpriseId), client.listEnterpriseOrganizations(enterpriseId)]);
      const seen = new Set<string>();
      const organizations = entries
        .filter((e) => !seen.has(e.organizationId) && seen.add(e.organizationId))
        .map((e) => ({ id: e.organizationId, updatedAt: e.updatedAt }));
      return { id: enterprise.id, updatedAt: enterprise.updatedAt, organizations };
    },

    /** Members joined with their profiles, sorted by name (unresolved users last). */
    async getOrganizationMembers(organizationId: string): Promise<OrganizationMember[]> {
      const memberships = await readMemberships(organizationId);
      const profiles = await users.getProfiles(memberships.map((m) => m.userId));
      const seen = new Set<string>();
      const members: OrganizationMember[] = [];
      for (const m of memberships) {
        if (seen.has(m.userId)) continue;
        seen.add(m.userId);
        const profile = profiles.get(m.userId);
        members.push({
          userId: m.userId,
          fullName: profile?.fullName ?? `Unknown user ${m.userId}`,
          title: m.title,
          isAdmin: m.isAdmin,
          avatarPublicId: profile?.avatarPublicId,
          resolved: profile?.resolved ?? false,
        });
      }
      return members.sort((a, b) => Number(b.resolved) - Number(a.resolved) || collator.compare(a.fullName, b.fullName));
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
