import 'server-only';
import type { AuditOutcome } from '@/lib/server/db/schema';

export type { AuditOutcome };

export type AuditTarget = { type: string; id: string };

/** One thing that happened: who, what, to what, how it went, and what it looked like before/after. */
export type AuditEntry = {
  /** Dotted verb: `auth.signed_in`, `calendar_item.moved`, `token.renewed`, `settings.updated`. */
  action: string;
  outcome: AuditOutcome;
  actor?: { id?: string | null; email?: string | null } | null;
  target?: AuditTarget | null;
  upstreamStatus?: number | null;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (reason, ip, error kind); secrets are removed before writing. */
  detail?: unknown;
  /** Defaults to the database's now(). */
  at?: Date;
  /** The client address and the request's id; default: the request's (lib/server/log/log-context.ts). */
  client?: string | null;
  requestId?: string | null;
};

export type AuditRecord = {
  id: number;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcome;
  upstreamStatus: number | null;
  before: unknown;
  after: unknown;
  detail: unknown;
  /** The client address (the first one's, on an aggregated refusal) and the request's id (x-request-id). */
  clientAddress: string | null;
  requestId: string | null;
  /** Null except on aggregated refusals (record-audit.ts). */
  aggregateKey: string | null;
  /** How many times this happened (more than 1 only for aggregated refusals). */
  count: number;
};

/** What a change did to one record, as the audit log keeps it: null before a create, null after a delete. */
export type BeforeAfter<T> = { before: T | null; after: T | null };
