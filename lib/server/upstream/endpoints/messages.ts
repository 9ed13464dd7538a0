import 'server-only';
import { cardInputSchema, createdIdReader, messageInputSchema, type CardInput, type MessageInput } from '@/lib/contract/messages';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { savedButUnreadable, unreadableAnswer } from '../errors';
import type { HttpClient } from '../http/http-client';
import { validBody } from '../http/validate-body';

// Cards and messages. Both are writes with no idempotency key: a lost answer is reported as such
// (timeout/unavailable), never resent here; the messages service decides what to do (outbox).

function createdId(body: unknown, what: string): string {
  const parsed = createdIdReader.safeParse(Array.isArray(body) ? body[0] : body);
  if (parsed.success) return parsed.data;
  // The write went through (2xx) but the id is unreadable: say exactly that, so nobody resends.
  throw savedButUnreadable(unreadableAnswer(), `The ${what} was accepted by the service`);
}

export function messageEndpoints(http: HttpClient) {
  return {
    /** POST /connect/cards: returns the new card's id. */
    async createCard(input: CardInput): Promise<string> {
      const body = validBody(cardInputSchema, input);
      const answer = await http.json({ method: 'POST', path: '/connect/cards', body, resource: 'card', scope: scopeOfOperation.sendMessages });
      return createdId(answer, 'card');
    },

    /** POST /connect/conversations: sends a card into a conversation; returns the message id. */
    async sendMessage(input: MessageInput): Promise<string> {
      const body = validBody(messageInputSchema, input);
      const answer = await http.json({ method: 'POST', path: '/connect/conversations', body, resource: 'conversation', scope: scopeOfOperation.sendMessages });
      return createdId(answer, 'message');
    },
  };
}
