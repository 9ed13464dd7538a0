import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorAndTimes, claimColumns } from './durable-columns';

// Announcements: the card templates and saved conversations admins manage, and the outbox of
// messages being sent. The service cannot list templates or conversations, and its two writes
// (create a card, send it) have no idempotency keys: the outbox row is what keeps a send from
// being doubled or lost. Upstream ids are int64, so they are text.

/** One content key of a card template, as stored (see lib/messages/template-schema.ts). */
export type StoredTemplateKey = { key: string; label: string; required: boolean; maxLength: number | null };

export const cardTemplates = pgTable('card_templates', {
  // The service's template id (a string, e.g. "announcement").
  templateId: text('template_id').primaryKey(),
  displayName: text('display_name').notNull(),
  keys: jsonb('keys').$type<StoredTemplateKey[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const savedConversations = pgTable(
  'saved_conversations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    organizationId: text('organization_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    // The organization's "everyone" conversation: sending there needs MESSAGE_EVERYONE.
    everyone: boolean('everyone').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_conversations_target_idx').on(t.organizationId, t.conversationId)],
);

/**
 * pending -> creating_card -> card_created -> sending -> sent, or failed (retryable: the service
 * did not act) or uncertain (the service may have acted: never resent automatically).
 */
export const outboxStates = ['pending', 'creating_card', 'card_created', 'sending', 'sent', 'failed', 'uncertain'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: text('id').primaryKey(),
    // Made by the composer when it opens: a second submit with the same key writes nothing new.
    sendKey: text('send_key').notNull(),
    organizationId: text('organization_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    // Names as they were when the message was written, for the history.
    organizationName: text('organization_name'),
    conversationName: text('conversation_name'),
    everyone: boolean('everyone').notNull().default(false),
    templateId: text('template_id').notNull(),
    templateName: text('template_name'),
    // The card content as sent: a string holding a JSON object of the key values.
    content: text('content').notNull(),
    state: text('state', { enum: outboxStates }).notNull().default('pending'),
    cardId: text('card_id'),
    messageId: text('message_id'),
    ...claimColumns(),
    ...authorAndTimes(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_outbox_send_key_target_idx').on(t.sendKey, t.organizationId, t.conversationId),
    index('message_outbox_state_idx').on(t.state),
    index('message_outbox_created_at_idx').on(t.createdAt, t.id),
    check(
      'message_outbox_state_known',
      sql`${t.state} in ('pending', 'creating_card', 'card_created', 'sending', 'sent', 'failed', 'uncertain')`,
    ),
    // From card_created on, the card exists: its id is never lost.
    check('message_outbox_card_kept', sql`${t.state} not in ('card_created', 'sending', 'uncertain') or ${t.cardId} is not null`),
  ],
);
