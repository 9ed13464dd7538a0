import 'server-only';
import {
  enterpriseOrganizationEntryReader,
  enterpriseReader,
  organizationMembershipReader,
  organizationReader,
  userReader,
  type EnterpriseOrganizationEntry,
  type OrganizationMembership,
  type User,
} from '@/lib/contract/directory';
import { scopeOfOperation } from '@/lib/contract/scopes';
import type { HttpClient } from '../http/http-client';
import { idPath } from '../http/path';
import { readMany, readOne } from './read-answer';

// Users, organizations and enterprises: read-only. Names of organizations and enterprises are not
// part of the interface (Shiftdesk keeps them in its own settings), so these return ids and
// update stamps only.

export interface DirectoryRef {
  id: string;
  updatedAt: number | undefined;
}

export function directoryEndpoints(http: HttpClient) {
  return {
    async getUser(userId: string): Promise<User> {
      const path = idPath('/connect/users/{userId}', { userId });
      const body = await http.json({ method: 'GET', path, resource: 'user', scope: scopeOfOperation.readUsers });
      return readOne(body, userReader, 'user');
    },

    async getOrganization(organizationId: string): Promise<DirectoryRef> {
      const path = idPath('/connect/organizations/{organizationId}', { organizationId });
      const body = await http.json({ method: 'GET', path, resource: 'organization', scope: scopeOfOperation.readOrganizations });
      return readOne(body, organizationReader, 'organization');
    },

    async listOrganizationMembers(organizationId: string): Promise<OrganizationMembership[]> {
      const path = idPath('/connect/organizations/{organizationId}/members', { organizationId });
      const body = await http.json({ method: 'GET', path, resource: 'organization', scope: scopeOfOperation.readOrganizations });
      return readMany(body, organizationMembershipReader, 'member');
    },

    async getEnterprise(enterpriseId: string): Promise<DirectoryRef> {
      const path = idPath('/connect/enterprises/{enterpriseId}', { enterpriseId });
      const body = await http.json({ method: 'GET', path, resource: 'enterprise', scope: scopeOfOperation.readEnterprises });
      return readOne(body, enterpriseReader, 'enterprise');
    },

    async listEnterpriseOrganizations(enterpriseId: string): Promise<EnterpriseOrganizationEntry[]> {
      const path = idPath('/connect/enterprises/{enterpriseId}/organizations', { enterpriseId });
      const body = await http.json({ method: 'GET', path, resource: 'enterprise', scope: scopeOfOperation.readEnterprises });
      return readMany(body, enterpriseOrganizationEntryReader, 'organization');
    },
  };
}
