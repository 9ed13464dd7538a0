// The feature's public surface: what other features may import from it.
export { AuditFilters } from './audit-filters';
export { AuditPagination } from './audit-pagination';
export { AuditTable } from './audit-table';
export { IgnoredFilters } from './ignored-filters';
export type { AuditRowView } from './types';
