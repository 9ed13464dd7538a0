import type { Hono } from 'hono';
import type { z } from 'zod';
import type {
  enterpriseOrganizationEntrySchema,
  organizationMembershipSchema,
  organizationRespSchema,
  userRespSchema,
} from '@/lib/contract/directory';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { notFound } from '../http/api-error';
import { authorize } from '../http/auth';
import type { EmulatorEnv } from '../http/env';
import { pathId } from '../http/request-input';
import type { EmulatorState } from '../state/emulator-state';
import type { Organization } from '../state/types';

// Users, organizations and enterprises. Single fetches answer "in an array", as the spec says.
// Names and time zones of organizations are not part of the interface: only /_control/ shows them.

type Wire<S extends z.ZodType> = z.infer<S>;

function organizationRef(org: Organization) {
  return { id: org.id, updatedAt: org.updatedAt, entityType: 'ORGANIZATION' as const };
}

function organizationOr404(state: EmulatorState, id: string): Organization {
  const org = state.directory.organizations.get(id);
  if (!org) throw notFound(`Organization ${id} not found`);
  return org;
}

function enterpriseOr404(state: EmulatorState, id: string) {
  const enterprise = state.directory.enterprises.get(id);
  if (!enterprise) throw notFound(`Enterprise ${id} not found`);
  return enterprise;
}

export function registerDirectoryRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.get('/connect/users/:userId', (c) => {
    authorize(c, state, scopeOfOperation.readUsers);
    const id = pathId(c, 'userId');
    const user = state.directory.users.get(id);
    if (!user) throw notFound(`User ${id} not found`);
    const profile: Wire<typeof userRespSchema>['profile'] = { fullName: user.fullName };
    if (user.avatarPublicId !== undefined) profile.avatarPublicId = user.avatarPublicId;
    const body: Wire<typeof userRespSchema>[] = [{ id: user.id, profile }];
    return c.json(body);
  });

  app.get('/connect/organizations/:organizationId', (c) => {
    authorize(c, state, scopeOfOperation.readOrganizations);
    const org = organizationOr404(state, pathId(c, 'organizationId'));
    const body: Wire<typeof organizationRespSchema>[] = [{ organizationId: organizationRef(org) }];
    return c.json(body);
  });

  app.get('/connect/organizations/:organizationId/members', (c) => {
    authorize(c, state, scopeOfOperation.readOrganizations);
    const org = organizationOr404(state, pathId(c, 'organizationId'));
    const users = state.directory.users;
    const body: Wire<typeof organizationMembershipSchema>[] = (state.directory.memberships.get(org.id) ?? []).map((m) => ({
      userId: { id: m.userId, updatedAt: m.updatedAt, entityType: 'USER' as const },
      organizationId: organizationRef(org),
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
      permissions: { admin: m.admin },
      profile: { title: m.title },
    }));
    // A membership whose user vanished would be a seed bug; keep the list consistent anyway.
    return c.json(body.filter((m) => users.has(m.userId.id)));
  });

  app.get('/connect/enterprises/:enterpriseId', (c) => {
    authorize(c, state, scopeOfOperation.readEnterprises);
    const enterprise = enterpriseOr404(state, pathId(c, 'enterpriseId'));
    const body: Wire<typeof organizationRespSchema>[] = [
      { organizationId: { id: enterprise.id, updatedAt: enterprise.updatedAt, entityType: 'ENTERPRISE' } },
    ];
    return c.json(body);
  });

  app.get('/connect/enterprises/:enterpriseId/organizations', (c) => {
    authorize(c, state, scopeOfOperation.readEnterprises);
    const enterprise = enterpriseOr404(state, pathId(c, 'enterpriseId'));
    const own = [...state.directory.organizations.values()].filter((org) => org.enterpriseId === enterprise.id);
    const body: Wire<typeof enterpriseOrganizationEntrySchema>[] = own.map((org) => ({
      organizationId: organizationRef(org),
      updatedAt: null,
    }));
    return c.json(body);
  });
}
