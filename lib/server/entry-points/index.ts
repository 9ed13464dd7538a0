import 'server-only';

// Entry points: the enterprises and organizations an admin configured, the limit of what Shiftdesk acts on (shared by the access pipeline's scope check and the features).
export { seedDemoEntryPoints } from './demo-entry-points';
export { getEnterpriseEntry, getOrganizationEntry, listEnterpriseEntries, listOrganizationEntries, removeOrganizationEntry, upsertEnterpriseEntry, upsertOrganizationEntry } from './entry-point-store';
export { enterpriseEntryInputSchema, organizationEntryInputSchema } from './entry-schemas';
export { enterpriseName, getEntryPoints } from './named-entries';
export { organizationTimeZone, organizationWorkingTime } from './organization-zone';
