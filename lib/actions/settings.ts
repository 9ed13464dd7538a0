'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/errors';
import { defineAction } from '@/lib/server/access';
import { connectDefinition, connectHandler, renewDefinition, renewHandler, type ConnectionResult, type ConnectResult } from '@/lib/server/settings/connection-actions';
import {
  removeEnterpriseDefinition,
  removeEnterpriseHandler,
  removeOrganizationDefinition,
  removeOrganizationHandler,
  saveEnterpriseDefinition,
  saveEnterpriseHandler,
  saveOrganizationDefinition,
  saveOrganizationHandler,
} from '@/lib/server/settings/entry-point-actions';
import type { EnterpriseSnapshot, OrganizationSnapshot } from '@/lib/server/settings/entry-point-changes';
import { serviceTokens } from '@/lib/server/upstream';

// The settings page's server actions (admins only). The pipeline (validate -> authorise -> run ->
// audit) is defineAction's; the work is in lib/server/settings. After a change the whole signed-in
// layout is revalidated: the sidebar lists the entry points and the banner shows the connection.

const renew = defineAction(renewDefinition, renewHandler(serviceTokens));
const connect = defineAction(connectDefinition, connectHandler(serviceTokens));
const saveEnterprise = defineAction(saveEnterpriseDefinition, saveEnterpriseHandler);
const removeEnterprise = defineAction(removeEnterpriseDefinition, removeEnterpriseHandler);
const saveOrganization = defineAction(saveOrganizationDefinition, saveOrganizationHandler);
const removeOrganization = defineAction(removeOrganizationDefinition, removeOrganizationHandler);

async function revalidated<T>(result: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const settled = await result;
  if (settled.ok) revalidatePath('/', 'layout');
  return settled;
}

/** Renews the service token now; answers the connection as it is afterwards. */
export async function renewServiceTokenAction(raw: unknown): Promise<ActionResult<ConnectionResult>> {
  return revalidated(renew(raw));
}

/** Connects with a pasted authorization code or access token (see connectFormSchema). */
export async function connectServiceAction(raw: unknown): Promise<ActionResult<ConnectResult>> {
  return revalidated(connect(raw));
}

/** Adds (mode 'create') or changes (mode 'update') an enterprise entry point. */
export async function saveEnterpriseAction(raw: unknown): Promise<ActionResult<EnterpriseSnapshot>> {
  return revalidated(saveEnterprise(raw));
}

export async function removeEnterpriseAction(raw: unknown): Promise<ActionResult<{ enterpriseId: string }>> {
  return revalidated(removeEnterprise(raw));
}

/** Adds (mode 'create') or changes (mode 'update') an organization entry point. */
export async function saveOrganizationAction(raw: unknown): Promise<ActionResult<OrganizationSnapshot>> {
  return revalidated(saveOrganization(raw));
}

export async function removeOrganizationAction(raw: unknown): Promise<ActionResult<{ organizationId: string }>> {
  return revalidated(removeOrganization(raw));
}
