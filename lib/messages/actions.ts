'use server';

import { defineAction } from '@/lib/server/app';
import {
  markMessageSent,
  markSentDefinition,
  removeConversationDefinition,
  removeConversationHandler,
  removeTemplateDefinition,
  removeTemplateHandler,
  retryMessage,
  retryMessageDefinition,
  saveConversationDefinition,
  saveConversationHandler,
  saveTemplateDefinition,
  saveTemplateHandler,
  sendAgainDefinition,
  sendMessage,
  sendMessageAgain,
  sendMessageDefinition,
} from '@/lib/messages/server/message-actions';

// The messages page's server actions (lib/messages/server/message-actions.ts). Sending waits for
// the outbox to finish the rows of this submit and answers each conversation's state; the setup
// changes revalidate /messages.
export const sendMessageAction = defineAction(sendMessageDefinition, sendMessage);
export const retryMessageAction = defineAction(retryMessageDefinition, retryMessage);
export const sendMessageAgainAction = defineAction(sendAgainDefinition, sendMessageAgain);
export const markMessageSentAction = defineAction(markSentDefinition, markMessageSent);
export const saveTemplateAction = defineAction(saveTemplateDefinition, saveTemplateHandler);
export const removeTemplateAction = defineAction(removeTemplateDefinition, removeTemplateHandler);
export const saveConversationAction = defineAction(saveConversationDefinition, saveConversationHandler);
export const removeConversationAction = defineAction(removeConversationDefinition, removeConversationHandler);
