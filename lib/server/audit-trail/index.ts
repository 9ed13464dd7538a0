import 'server-only';

export { recordAudit } from './record-audit';
export { redactForAudit } from './redact';
export type { AuditEntry, AuditOutcome, AuditRecord, AuditTarget, BeforeAfter } from './types';
