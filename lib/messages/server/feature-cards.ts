import 'server-only';
import { randomUUID } from 'node:crypto';
import { cardContentOf, type ContentValues } from '@/lib/messages/card-content';
import type { Db } from '@/lib/server/db/types';
import { listConversations } from './conversations';
import { processRow, type OutboxClient } from './outbox';
import { insertRows, rowsOfSendKey, type OutboxRow } from './outbox-store';
import { getTemplate } from './templates';

// A card another feature posts (an offer's announcement, issue 25): through this outbox, so it
// is sent exactly once by the outbox's rules (outbox.ts) and shows in the messages history. The
// caller's send key makes writing it idempotent; the outbox's start-up pass resumes a row a
// restart interrupted.

export type CardToPost = {
  sendKey: string;
  organizationId: string;
  conversationId: string;
  organizationName: string | null;
  templateId: string;
  values: ContentValues;
  who: { id: string | null; email: string | null };
};

/** The organization's saved conversations, everyone's first, then by name. */
export async function savedConversationsOf(db: Db, organizationId: string) {
  return (await listConversations(db)).filter((c) => c.organizationId === organizationId);
}

export const templateIsSetUp = async (db: Db, templateId: string): Promise<boolean> => (await getTemplate(db, templateId)) !== null;

/** Writes the card's outbox row unless one of its send key exists: the row written (and the conversation's saved name), or null. */
export async function queueCardOnce(db: Db, card: CardToPost): Promise<{ id: string; conversationName: string | null } | null> {
  if ((await rowsOfSendKey(db, card.sendKey)).length > 0) return null;
  const template = await getTemplate(db, card.templateId);
  if (!template) throw new Error(`The “${card.templateId}” card template is not set up: the card cannot be posted.`);
  const saved = (await savedConversationsOf(db, card.organizationId)).find((c) => c.conversationId === card.conversationId);
  const [id] = await insertRows(db, [
    {
      id: randomUUID(),
      sendKey: card.sendKey,
      organizationId: card.organizationId,
      conversationId: card.conversationId,
      organizationName: card.organizationName,
      conversationName: saved?.name ?? null,
      everyone: saved?.everyone ?? false,
      templateId: template.templateId,
      templateName: template.displayName,
      content: cardContentOf(template, card.values),
      state: 'pending',
      createdById: card.who.id,
      createdByEmail: card.who.email,
    },
  ]);
  // Another caller wrote it meanwhile: theirs to send.
  return id ? { id, conversationName: saved?.name ?? null } : null;
}

/** Sends a queued card now (or leaves it to whoever holds it). */
export function sendQueuedCard(db: Db, client: OutboxClient, id: string, who: CardToPost['who']): Promise<OutboxRow | null> {
  return processRow({ db, client }, id, { ...who, via: 'feature' });
}
