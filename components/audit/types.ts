import type { AuditOutcomeValue } from '@/lib/audit/search-params';

/** One audit entry as the page hands it to the table (plain JSON; `at` is an ISO string). */
export type AuditRowView = {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditOutcomeValue;
  upstreamStatus: number | null;
  before: unknown;
  after: unknown;
  detail: unknown;
  /** Where it came from (the first one's, for a count) and the request's id, as its log lines carry it. */
  clientAddress: string | null;
  requestId: string | null;
  /** How many times it happened: refusals in one minute by one actor share one entry. */
  count: number;
  /** What happened in one sentence (lib/audit/audit-sentence.ts), or null to show the action's words. */
  sentence: string | null;
};
