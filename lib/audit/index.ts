// The feature's public surface: what other features may import from it.
export { auditSentence } from './audit-sentence';
export { formatEntryCount } from './format';
export { parseAuditSearchParams } from './parse-search-params';
export { AUDIT_PAGE_SIZE, auditHref, hasFilters, withoutCursor, type AuditView, type RawSearchParams } from './search-params';
