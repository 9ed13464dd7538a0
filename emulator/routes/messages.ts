import type { Hono } from 'hono';
import { cardInputSchema, messageInputSchema, type createdIdSchema } from '@/lib/contract/messages';
import { scopeOfOperation } from '@/lib/contract/scopes';
import type { z } from 'zod';
import { invalid } from '../http/api-error';
import { authorize, requireScopes } from '../http/auth';
import type { EmulatorEnv } from '../http/env';
import { validBody } from '../http/request-input';
import { parseCardContent } from '../domain/card-content';
import type { EmulatorState } from '../state/emulator-state';

// Cards and messages: a card is created from a template, then sent into a conversation. The
// referenced template, card and conversation come from the body, so when they do not resolve the
// answer is 405 invalid input with an issue on the field.

type Created = z.infer<typeof createdIdSchema>;

export function registerMessageRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.post('/connect/cards', async (c) => {
    authorize(c, state, scopeOfOperation.sendMessages);
    const body = await validBody(c, cardInputSchema);
    const template = state.messaging.templates.get(body.templateId);
    if (!template) throw invalid(`Unknown card template ${body.templateId}`, [{ path: 'templateId', message: 'Unknown template' }]);
    const content = parseCardContent(template, body.content);
    const card = { id: state.ids.next(), templateId: template.id, content, createdAt: state.now() };
    state.messaging.cards.set(card.id, card);
    const response: Created = { id: card.id };
    return c.json(response);
  });

  app.post('/connect/conversations', async (c) => {
    const token = authorize(c, state, scopeOfOperation.sendMessages);
    const body = await validBody(c, messageInputSchema);
    if (!state.messaging.cards.has(body.cardId)) throw invalid(`Unknown card ${body.cardId}`, [{ path: 'cardId', message: 'Unknown card' }]);
    if (!state.directory.organizations.has(body.organizationId)) {
      throw invalid(`Unknown organization ${body.organizationId}`, [{ path: 'organizationId', message: 'Unknown organization' }]);
    }
    const conversation = state.messaging.conversations.find(
      (conv) => conv.organizationId === body.organizationId && conv.conversationId === body.conversationId,
    );
    if (!conversation) {
      throw invalid(`Conversation ${body.conversationId} is not a conversation of organization ${body.organizationId}`, [
        { path: 'conversationId', message: 'Unknown conversation for this organization' },
      ]);
    }
    if (conversation.everyone) requireScopes(token, scopeOfOperation.messageEveryone);
    const message = { id: state.ids.next(), cardId: body.cardId, organizationId: body.organizationId, conversationId: body.conversationId, createdAt: state.now() };
    state.messaging.messages.push(message);
    const response: Created = { id: message.id };
    return c.json(response);
  });
}
