import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import * as store from './outbox-store';
import type { OutboxRow } from './outbox-store';
import { log } from '@/lib/server/log/logger';
import { describeFailure, sendFailureVerdict } from '@/lib/server/durable/write-failure';
import { workEach, workRow, type DurableDeps, type Held } from '@/lib/server/durable/durable-worker';

// The verdicts are shared with the copy engine (lib/server/durable); kept importable from here.
export { describeFailure, sendFailureVerdict, type SendVerdict } from '@/lib/server/durable/write-failure';

// The outbox's steps, plugged into the durable core (lib/server/durable): one row from where it is to
// sent, failed or uncertain, one step at a time, each step under its own claim, each state committed
// before the next upstream call.
//
//   pending --claim--> creating_card --card id committed--> card_created --claim--> sending --> sent
//
// Failure rules (never doubled, never lost):
// - the card step: any failure -> failed; a retry starts again at the card step. A card the
//   service may have created without us learning its id is harmless: nothing was sent with it.
// - the send step, when the answer proves the service did not act (an HTTP 4xx incl. 429, or
//   503; a connection that was never opened; a local check before sending) -> failed; a retry
//   sends the SAME card id (it was committed in card_created).
// - the send step, when nobody can tell whether the service acted (timeout, dropped connection,
//   500/502/504, a crash while sending) -> uncertain: never resent automatically. A person
//   checks the conversation, then marks it sent or explicitly sends it again.
// - a 2xx whose body cannot be read: the service took it -> sent, without a message id.

/** Long enough for one upstream write with its 429 retries (15 s timeout, 3 attempts). */
export const DEFAULT_LEASE_MS = 120_000;

export type OutboxClient = Pick<UpstreamClient, 'createCard' | 'sendMessage'>;

export type OutboxDeps = {
  db: Db;
  client: OutboxClient;
  leaseMs?: number;
};

/** Who asked for this attempt, for the audit log; `via` says what started it. */
export type OutboxActor = { id?: string | null; email?: string | null; via: 'composer' | 'retry' | 'send_again' | 'resume' | 'feature' };

function target(row: OutboxRow) {
  return { type: 'conversation', id: `${row.organizationId}/${row.conversationId}` };
}

function auditDetail(row: OutboxRow, actor: OutboxActor, extra: Record<string, unknown> = {}) {
  return {
    via: actor.via,
    sendKey: row.sendKey,
    template: { id: row.templateId, name: row.templateName },
    conversation: { organizationId: row.organizationId, conversationId: row.conversationId, name: row.conversationName, organizationName: row.organizationName, everyone: row.everyone },
    cardId: row.cardId,
    messageId: row.messageId,
    state: row.state,
    ...(row.lastError ? { error: row.lastError } : {}),
    ...extra,
  };
}

/** One audit entry per outcome of a row: message.sent, message.failed, message.uncertain. */
export async function auditRow(db: Db, row: OutboxRow, actor: OutboxActor, extra: Record<string, unknown> = {}): Promise<void> {
  const action = row.state === 'sent' ? 'message.sent' : row.state === 'failed' ? 'message.failed' : row.state === 'uncertain' ? 'message.uncertain' : undefined;
  if (!action) return;
  await recordAudit(
    {
      action,
      outcome: row.state === 'sent' ? 'success' : 'failure',
      actor: { id: actor.id ?? null, email: actor.email ?? null },
      target: target(row),
      upstreamStatus: row.lastUpstreamStatus,
      detail: auditDetail(row, actor, extra),
    },
    db,
  );
}

/** The card step: any failure fails the row (a card nobody sent is harmless); the card id is committed. */
async function createCardStep(deps: OutboxDeps, held: Held<OutboxRow>, actor: OutboxActor): Promise<boolean> {
  const { row } = held;
  let cardId: string;
  try {
    cardId = await deps.client.createCard({ templateId: row.templateId, content: row.content });
  } catch (error) {
    const problem = describeFailure(error);
    if (sendFailureVerdict(error) !== 'failed') problem.message += ' A card may have been created, but nothing was sent with it.';
    const failed = await held.fail('failed', problem);
    if (failed) await auditRow(deps.db, failed, actor, { step: 'card' });
    return false;
  }
  // Null: the claim was lost (lease ran out): whoever recovered the row owns it.
  return (await held.finish('card_created', { cardId })) !== null;
}

/** The send step, with the card committed before (a check constraint guarantees its id is stored). */
async function sendStep(deps: OutboxDeps, held: Held<OutboxRow>, actor: OutboxActor): Promise<boolean> {
  const { db } = deps;
  const { row, claimId } = held;
  const cardId = row.cardId as string;
  let messageId: string;
  try {
    messageId = await deps.client.sendMessage({ cardId, organizationId: row.organizationId, conversationId: row.conversationId });
  } catch (error) {
    const verdict = sendFailureVerdict(error);
    const problem = describeFailure(error, { everyone: row.everyone });
    const done = verdict === 'accepted' ? await store.recordSent(db, row.id, claimId, cardId, null, problem.message) : await held.fail(verdict, problem);
    if (done) await auditRow(db, done, actor, { step: 'send' });
    return false;
  }
  const sent = await store.recordSent(db, row.id, claimId, cardId, messageId, null);
  if (sent) await auditRow(db, sent, actor, { step: 'send' });
  else log().warn({ outbox: { row: row.id, messageId } }, 'a message was sent, but its outbox row had moved on; its state was kept');
  return false;
}

/** The core's dependencies, from the outbox's. */
export const durableDeps = (deps: OutboxDeps): DurableDeps => ({ db: deps.db, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS });

/**
 * Works one row until it is sent, failed or uncertain, or until another worker holds it: one claim
 * for the card step, one for the send step (lib/server/durable/durable-worker.ts). Returns the row
 * as it is afterwards. Never throws for an upstream failure (that is recorded on the row); a
 * database failure does throw, leaving the row where its last committed state put it.
 */
export async function processRow(deps: OutboxDeps, id: string, actor: OutboxActor): Promise<OutboxRow | null> {
  await workRow<OutboxRow>(durableDeps(deps), store.outboxTrack, id, (held) => (held.working === 'creating_card' ? createCardStep(deps, held, actor) : sendStep(deps, held, actor)));
  return store.getRow(deps.db, id);
}

/** Works several rows, a few at a time. */
export async function processRows(deps: OutboxDeps, ids: string[], actor: (id: string) => OutboxActor, concurrency = 3): Promise<void> {
  await workEach(ids, concurrency, (id) => processRow(deps, id, actor(id)));
}
