import 'server-only';
import type { OutboxRowView } from '@/lib/messages/types';
import type { Db } from '@/lib/server/db/types';
import { latestRows, type OutboxRow } from './outbox-store';

export const HISTORY_LIMIT = 100;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An outbox row as the browser may see it: no claim ids, nothing secret. */
export function toRowView(row: OutboxRow): OutboxRowView {
  return {
    id: row.id,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    createdByEmail: row.createdByEmail,
    templateId: row.templateId,
    templateName: row.templateName,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    conversationId: row.conversationId,
    conversationName: row.conversationName,
    everyone: row.everyone,
    cardId: row.cardId,
    messageId: row.messageId,
    attempts: row.attempts,
    lastError: row.lastError,
    content: row.content,
  };
}

/** The newest rows of the outbox, for the history on /messages. */
export async function listHistory(db: Db, limit = HISTORY_LIMIT): Promise<OutboxRowView[]> {
  return (await latestRows(db, limit)).map(toRowView);
}
