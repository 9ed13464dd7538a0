import 'server-only';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { earliestLease, recoverAbandoned, waitingRows } from '@/lib/server/durable/durable-rows';
import { auditRow, processRows, type OutboxActor, type OutboxDeps } from './outbox';
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

const actorOf = (row: OutboxRow): OutboxActor => ({ id: row.createdById, email: row.createdByEmail, via: 'resume' });

/** Recovers the rows whose worker is gone (`where`: only some), auditing each that became uncertain. */
export async function recoverOutbox(db: Db, actor: (row: OutboxRow) => OutboxActor, where?: SQL) {
  const moved = await recoverAbandoned<OutboxRow>(db, store.outboxTrack, where);
  const requeued = moved.creating_card ?? [];
  const uncertain = moved.sending ?? [];
  for (const row of uncertain) await auditRow(db, row, actor(row), { recovered: true });
  return { requeued, uncertain };
}

/** Recovers one row (the Retry button). */
export const recoverOutboxRow = (db: Db, id: string, actor: OutboxActor) => recoverOutbox(db, () => actor, eq(store.outboxTrack.table.id, id));

/**
 * One pass. `idleMs` leaves alone waiting rows touched more recently than that (a request may be
 * about to work on them itself); start-up passes 0.
 */
export async function resumeOutbox(deps: OutboxDeps, options: { idleMs?: number } = {}): Promise<ResumeResult> {
  const { requeued, uncertain } = await recoverOutbox(deps.db, actorOf);
  const waiting = await waitingRows<OutboxRow>(deps.db, [store.outboxTrack], { ...store.outboxQueue, idleMs: options.idleMs });
  const byId = new Map(waiting.map((r) => [r.id, r]));
  await processRows(
    deps,
    waiting.map((r) => r.id),
    (id) => actorOf(byId.get(id) as OutboxRow),
  );
  return { requeued: requeued.length, uncertain: uncertain.length, resumed: waiting.length, nextLeaseEnd: await earliestLease(deps.db, store.outboxTrack.table) };
}
