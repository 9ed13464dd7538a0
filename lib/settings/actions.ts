'use server';

import { defineAction } from '@/lib/server/app';
import { connectDefinition, connectService, renewDefinition, renewServiceToken } from '@/lib/settings/server/connection-actions';
import {
  removeEnterpriseDefinition,
  removeEnterpriseHandler,
  removeOrganizationDefinition,
  removeOrganizationHandler,
  saveEnterpriseDefinition,
  saveEnterpriseHandler,
  saveOrganizationDefinition,
  saveOrganizationHandler,
} from '@/lib/settings/server/entry-point-actions';

// The settings page's server actions (admins only; lib/settings/server). Each definition
// revalidates the whole signed-in layout: the sidebar lists the entry points and the banner shows
// the connection.
export const renewServiceTokenAction = defineAction(renewDefinition, renewServiceToken);
export const connectServiceAction = defineAction(connectDefinition, connectService);
export const saveEnterpriseAction = defineAction(saveEnterpriseDefinition, saveEnterpriseHandler);
export const removeEnterpriseAction = defineAction(removeEnterpriseDefinition, removeEnterpriseHandler);
export const saveOrganizationAction = defineAction(saveOrganizationDefinition, saveOrganizationHandler);
export const removeOrganizationAction = defineAction(removeOrganizationDefinition, removeOrganizationHandler);
