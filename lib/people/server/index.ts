import 'server-only';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { processState } from '@/lib/server/process-state';
import { sharedReads, upstream } from '@/lib/server/service-connection';
import { createDirectoryService, type DirectoryService, type EnterpriseWithOrganizations, type OrganizationMember } from './directory-service';
import { createKnownIds, type Known, type KnownIds } from '@/lib/organizations/server/known-ids';
import { databaseProfileStore } from './profile-store';

// The app-wide directory service: one per process (its look-up pool and memory are shared by every
// request), on the app-wide service client, keeping profiles in the app's database and sharing
// member lists through the client's shared reads (dropped with the rest of the organization's).

const holder = processState<{ service?: DirectoryService; known?: KnownIds }>('directory', () => ({}));

export function directory(): DirectoryService {
  return (holder.service ??= createDirectoryService(upstream(), { store: databaseProfileStore(getDb), refreshAfterMs: serverEnv().profileRefreshMs, shared: sharedReads() }));
}

/** Whether the service knows an organization or enterprise (see known-ids.ts). */
export function knownIds(): KnownIds {
  return (holder.known ??= createKnownIds(upstream()));
}

export function getEnterpriseWithOrganizations(enterpriseId: string): Promise<EnterpriseWithOrganizations> {
  return directory().getEnterpriseWithOrganizations(enterpriseId);
}

export function getOrganizationMembers(organizationId: string): Promise<OrganizationMember[]> {
  return directory().getOrganizationMembers(organizationId);
}

export type { Known };
export { createDirectoryService, type DirectoryService, type EnterpriseWithOrganizations, type OrganizationMember };
export type { UserProfile } from './user-profiles';
