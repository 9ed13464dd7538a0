import 'server-only';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import {
  removeEnterpriseSchema,
  removeOrganizationSchema,
  saveEnterpriseSchema,
  saveOrganizationSchema,
} from '@/lib/entry-points';
import {
  deleteEnterprise,
  deleteOrganization,
  saveEnterprise,
  saveOrganization,
  type EnterpriseSnapshot,
  type OrganizationSnapshot,
} from './entry-point-changes';

// The settings page's entry-point actions as definitions + handlers, so tests can run them through
// the real pipeline (runAction) and lib/settings/actions.ts wraps them with defineAction. Every
// attempt is audited by the pipeline (success and failure with before/after; refusals too). Their
// scope is 'none': the entry points are what the scope is made of, so an admin may name any id.
// Each one widens or narrows what every user can reach, so each asks for the admin's password again
// (`reauthenticate`), as connecting the service does.

export const saveEnterpriseDefinition = {
  revalidate: '/',
  input: saveEnterpriseSchema,
  role: 'admin',
  scope: 'none',
  reauthenticate: true,
  audit: { action: 'settings.enterprise_saved', target: (input) => ({ type: 'enterprise_entry', id: input.enterpriseId }) },
} satisfies ActionDefinition<typeof saveEnterpriseSchema>;

export const saveEnterpriseHandler: ActionHandler<typeof saveEnterpriseSchema, EnterpriseSnapshot> = async ({ mode, ...values }, ctx) => {
  ctx.audit({ detail: { mode } });
  const change = await saveEnterprise(ctx.db, mode, values);
  ctx.audit({ before: change.before, after: change.after });
  return change.after as EnterpriseSnapshot;
};

export const removeEnterpriseDefinition = {
  revalidate: '/',
  input: removeEnterpriseSchema,
  role: 'admin',
  scope: 'none',
  reauthenticate: true,
  audit: { action: 'settings.enterprise_removed', target: (input) => ({ type: 'enterprise_entry', id: input.enterpriseId }) },
} satisfies ActionDefinition<typeof removeEnterpriseSchema>;

export const removeEnterpriseHandler: ActionHandler<typeof removeEnterpriseSchema, { enterpriseId: string }> = async ({ enterpriseId }, ctx) => {
  const change = await deleteEnterprise(ctx.db, enterpriseId);
  ctx.audit({ before: change.before, after: null });
  return { enterpriseId };
};

export const saveOrganizationDefinition = {
  revalidate: '/',
  input: saveOrganizationSchema,
  role: 'admin',
  scope: 'none',
  reauthenticate: true,
  audit: { action: 'settings.organization_saved', target: (input) => ({ type: 'organization_entry', id: input.organizationId }) },
} satisfies ActionDefinition<typeof saveOrganizationSchema>;

export const saveOrganizationHandler: ActionHandler<typeof saveOrganizationSchema, OrganizationSnapshot> = async ({ mode, ...values }, ctx) => {
  ctx.audit({ detail: { mode } });
  const change = await saveOrganization(ctx.db, mode, values);
  ctx.audit({ before: change.before, after: change.after });
  return change.after as OrganizationSnapshot;
};

export const removeOrganizationDefinition = {
  revalidate: '/',
  input: removeOrganizationSchema,
  role: 'admin',
  scope: 'none',
  reauthenticate: true,
  audit: { action: 'settings.organization_removed', target: (input) => ({ type: 'organization_entry', id: input.organizationId }) },
} satisfies ActionDefinition<typeof removeOrganizationSchema>;

export const removeOrganizationHandler: ActionHandler<typeof removeOrganizationSchema, { organizationId: string }> = async ({ organizationId }, ctx) => {
  const change = await deleteOrganization(ctx.db, organizationId);
  ctx.audit({ before: change.before, after: null });
  return { organizationId };
};
