import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { auditLog } from '@/lib/server/db/schema';
import { redactForAudit } from './redact';
import type { AuditEntry } from './types';
import { currentLogContext } from '@/lib/server/log/log-context';
import { errorFields, log } from '@/lib/server/log/logger';

/**
 * Refusals (a role too low, a throttled sign-in, an id outside the configured scope) are
 * aggregated: one row per action, actor, target, client address and minute, whose count grows,
 * so a burst of the same refusal cannot flood the log while every target probed and every
 * address it came from keeps a row. The row keeps the first refusal's detail.
 */
export function aggregateKeyOf(entry: AuditEntry, at: Date, client: string | null): string | null {
  if (entry.outcome !== 'refused') return null;
  const actor = entry.actor?.id || entry.actor?.email || 'anonymous';
  const target = entry.target ? [entry.target.type, entry.target.id] : null;
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
  return JSON.stringify([entry.action, actor, target, client, minute]);
}

/**
 * Writes one audit entry (or counts one more refusal on its minute's row). Never throws: a failed
 * audit write is logged and the action it records still completes (the user's change already
 * happened upstream and must not be reported as failed).
 */
export async function recordAudit(entry: AuditEntry, db: Db): Promise<void> {
  try {
    const request = currentLogContext();
    const client = entry.client !== undefined ? entry.client : (request?.client ?? null);
    const aggregateKey = aggregateKeyOf(entry, entry.at ?? new Date(), client);
    const insert = db.insert(auditLog).values({
      ...(entry.at ? { at: entry.at } : {}),
      aggregateKey,
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
      clientAddress: client,
      requestId: entry.requestId !== undefined ? entry.requestId : (request?.requestId ?? null),
    });
    // Only `count` is ever updated, so the app's role may keep UPDATE on that column alone (README, Security).
    await (aggregateKey ? insert.onConflictDoUpdate({ target: auditLog.aggregateKey, set: { count: sql`${auditLog.count} + 1` } }) : insert);
  } catch (error) {
    // Only the action and the reason: the entry itself may hold personal data.
    log().error({ audit: { action: entry.action, outcome: entry.outcome }, ...errorFields(error) }, 'could not record an audit entry');
  }
}
