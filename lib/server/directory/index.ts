import 'server-only';
import { upstream } from '@/lib/server/upstream';
import { createDirectoryService, type DirectoryService, type EnterpriseWithOrganizations, type OrganizationMember } from './directory-service';

// The app-wide directory service: one per process (its user cache and look-up pool are shared by
// every request), on the app-wide service client.

const key = Symbol.for('shiftdesk.directory');
const scope = globalThis as typeof globalThis & { [key]?: DirectoryService };

export function directory(): DirectoryService {
  return (scope[key] ??= createDirectoryService(upstream()));
}

export function getEnterpriseWithOrganizations(enterpriseId: string): Promise<EnterpriseWithOrganizations> {
  return directory().getEnterpriseWithOrganizations(enterpriseId);
}

export function getOrganizationMembers(organizationId: string): Promise<OrganizationMember[]> {
  return directory().getOrganizationMembers(organizationId);
}

export { createDirectoryService, type DirectoryService, type EnterpriseWithOrganizations, type OrganizationMember };
export type { UserProfile } from './user-profiles';
