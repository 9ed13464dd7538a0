import 'server-only';

// The audit page's reads (the writer every feature uses is lib/server/audit-trail).
export { listAudit, type AuditPage, type ListAuditQuery } from './list-audit';
export { listAuditActions } from './list-actions';
