import 'server-only';

export { recordAudit } from './record-audit';
export { listAudit, type AuditPage, type ListAuditQuery } from '@/lib/audit/server/list-audit';
export { listAuditActions } from '@/lib/audit/server/list-actions';
export { redactForAudit } from './redact';
export type { AuditEntry, AuditOutcome, AuditRecord, AuditTarget } from './types';
