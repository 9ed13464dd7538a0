// The feature's public surface: what other features may import from it.
export { OrganizationTabs } from './organization-tabs';
export { OrganizationsTable } from './organizations-table';
