import 'server-only';
import { getDb } from '@/lib/server/db';
import type { Db } from '@/lib/server/db/types';
import { auditLog } from '@/lib/server/db/schema';
import { redactForAudit } from './redact';
import type { AuditEntry } from './types';
import { errorFields, log } from '@/lib/server/log/logger';

/**
 * Writes one audit entry. Never throws: a failed audit write is logged and the action it records
 * still completes (the user's change already happened upstream and must not be reported as failed).
 */
export async function recordAudit(entry: AuditEntry, db?: Db): Promise<void> {
  try {
    const handle = db ?? (await getDb());
    await handle.insert(auditLog).values({
      ...(entry.at ? { at: entry.at } : {}),
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      outcome: entry.outcome,
      upstreamStatus: entry.upstreamStatus ?? null,
      before: redactForAudit(entry.before) ?? null,
      after: redactForAudit(entry.after) ?? null,
      detail: redactForAudit(entry.detail) ?? null,
    });
  } catch (error) {
    // Only the action and the reason: the entry itself may hold personal data.
    log().error({ audit: { action: entry.action, outcome: entry.outcome }, ...errorFields(error) }, 'could not record an audit entry');
  }
}
