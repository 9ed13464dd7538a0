// What the messages pages hand to the browser: plain values, ids as strings, times as ISO text.

export type TemplateKeyView = { key: string; label: string; required: boolean; maxLength: number | null };

export type TemplateView = { templateId: string; displayName: string; keys: TemplateKeyView[] };

export type ConversationView = {
  id: string;
  name: string;
  organizationId: string;
  /** From the organization entry points; null when the organization is not configured. */
  organizationName: string | null;
  conversationId: string;
  everyone: boolean;
};

export const outboxStateLabels = {
  pending: 'Waiting',
  creating_card: 'Creating card',
  card_created: 'Card created',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  uncertain: 'Uncertain',
} as const;
export type OutboxStateName = keyof typeof outboxStateLabels;

export type OutboxRowView = {
  id: string;
  state: OutboxStateName;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  createdByEmail: string | null;
  templateId: string;
  templateName: string | null;
  organizationId: string;
  organizationName: string | null;
  conversationId: string;
  conversationName: string | null;
  everyone: boolean;
  cardId: string | null;
  messageId: string | null;
  attempts: number;
  lastError: string | null;
  /** The card content as sent (a JSON object of the key values, as a string). */
  content: string;
};

export type HistoryRead = { rows: OutboxRowView[]; fetchedAt: number };

/** What the service token allows, for disabling what it does not (with the reason). */
export type MessagingCapabilities = {
  /** False when the token's scopes are not known yet: nothing is disabled, the service decides. */
  scopesKnown: boolean;
  canSend: boolean;
  sendBlockedReason: string | null;
  canMessageEveryone: boolean;
  everyoneBlockedReason: string | null;
};

/** What one submit of the composer did, per conversation. */
export type SendOutcome = { sendKey: string; rows: OutboxRowView[]; alreadySubmitted: boolean };
