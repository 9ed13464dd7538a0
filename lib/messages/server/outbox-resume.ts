import 'server-only';
import { auditRow, processRows, type OutboxDeps } from './outbox';
import * as store from './outbox-store';
import type { OutboxRow } from './outbox-store';

// Finishing what a previous run (or another instance) left: at start-up, in the background, and
// from the history's poll now and then. Rows abandoned mid-step are recovered first (creating_card
// back to pending; sending to uncertain, never resent), then every waiting row is worked.

export type ResumeResult = {
  /** creating_card rows put back to pending. */
  requeued: number;
  /** sending rows turned uncertain. */
  uncertain: number;
  /** pending and card_created rows worked on. */
  resumed: number;
  /** When the earliest lease still held by some worker runs out, or null. */
  nextLeaseEnd: Date | null;
};

const actorOf = (row: OutboxRow) => ({ id: row.createdById, email: row.createdByEmail, via: 'resume' as const });

/**
 * One pass. `idleMs` leaves alone waiting rows touched more recently than that (a request may be
 * about to work on them itself); start-up passes 0.
 */
export async function resumeOutbox(deps: OutboxDeps, options: { idleMs?: number } = {}): Promise<ResumeResult> {
  const { requeued, uncertain } = await store.recoverAbandoned(deps.db);
  for (const row of uncertain) await auditRow(deps.db, row, actorOf(row), { recovered: true });
  const waiting = await store.resumableRows(deps.db, { idleMs: options.idleMs });
  const byId = new Map(waiting.map((r) => [r.id, r]));
  await processRows(
    deps,
    waiting.map((r) => r.id),
    (id) => actorOf(byId.get(id) as OutboxRow),
  );
  return { requeued: requeued.length, uncertain: uncertain.length, resumed: waiting.length, nextLeaseEnd: await store.earliestLease(deps.db) };
}
