import 'server-only';
import { AppError } from '@/lib/errors';
import { outboxStateLabels } from '@/lib/messages/types';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { processRow, type OutboxActor, type OutboxDeps } from './outbox';
import { recoverOutboxRow } from './outbox-resume';
import * as store from './outbox-store';
import type { OutboxRow } from './outbox-store';

// What a person can do to one row from the history: Retry (a failed row, or one stuck waiting),
// Send again anyway (an uncertain row, explicitly, with the same card) and Mark as sent.

function gone(): AppError {
  return new AppError('not_found', 'This message is no longer in the history. Reload the page.');
}

function nothingToDo(row: OutboxRow, what: string): AppError {
  return new AppError('conflict', `This message is now “${outboxStateLabels[row.state]}”: there is nothing to ${what}. The history has been refreshed.`);
}

type Who = { id: string; email: string };

/**
 * failed -> retried from where it failed (the card step, or the send step with the same card).
 * Also picks up a row nobody is working on: waiting (pending, card_created), or abandoned by a
 * worker whose lease ran out.
 */
export async function retryRow(deps: OutboxDeps, id: string, who: Who): Promise<OutboxRow> {
  await recoverOutboxRow(deps.db, id, { ...who, via: 'retry' });
  const requeued = await store.requeueFailed(deps.db, id);
  const current = requeued ?? (await store.getRow(deps.db, id));
  if (!current) throw gone();
  if (current.state !== 'pending' && current.state !== 'card_created') throw nothingToDo(current, 'retry');
  const actor: OutboxActor = { ...who, via: 'retry' };
  return (await processRow(deps, id, actor)) ?? current;
}

/** uncertain -> sent again with the same card, because a person checked and asked for it. */
export async function sendAgainAnyway(deps: OutboxDeps, id: string, who: Who): Promise<OutboxRow> {
  const requeued = await store.requeueUncertain(deps.db, id);
  if (!requeued) {
    const current = await store.getRow(deps.db, id);
    if (!current) throw gone();
    throw nothingToDo(current, 'send again');
  }
  await recordAudit(
    {
      action: 'message.resend_requested',
      outcome: 'success',
      actor: who,
      target: { type: 'conversation', id: `${requeued.organizationId}/${requeued.conversationId}` },
      detail: { sendKey: requeued.sendKey, cardId: requeued.cardId, template: requeued.templateId, previousError: requeued.lastError },
    },
    deps.db,
  );
  return (await processRow(deps, id, { ...who, via: 'send_again' })) ?? requeued;
}

/** uncertain -> sent, by hand. */
export async function markAsSent(deps: OutboxDeps, id: string, who: Who): Promise<OutboxRow> {
  const marked = await store.markUncertainSent(deps.db, id, `Marked as sent by ${who.email}.`);
  if (!marked) {
    const current = await store.getRow(deps.db, id);
    if (!current) throw gone();
    throw nothingToDo(current, 'mark as sent');
  }
  await recordAudit(
    {
      action: 'message.marked_sent',
      outcome: 'success',
      actor: who,
      target: { type: 'conversation', id: `${marked.organizationId}/${marked.conversationId}` },
      detail: { sendKey: marked.sendKey, cardId: marked.cardId, template: marked.templateId },
    },
    deps.db,
  );
  return marked;
}
