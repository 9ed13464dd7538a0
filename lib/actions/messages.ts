'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/errors';
import type { OutboxRowView, SendOutcome, TemplateView } from '@/lib/messages/types';
import { defineAction } from '@/lib/server/access';
import { currentCapabilities } from '@/lib/server/messages/capabilities';
import type { ConversationSnapshot } from '@/lib/server/messages/conversations';
import {
  markSentDefinition,
  markSentHandler,
  removeConversationDefinition,
  removeConversationHandler,
  removeTemplateDefinition,
  removeTemplateHandler,
  retryMessageDefinition,
  retryMessageHandler,
  saveConversationDefinition,
  saveConversationHandler,
  saveTemplateDefinition,
  saveTemplateHandler,
  sendAgainDefinition,
  sendAgainHandler,
  sendMessageDefinition,
  sendMessageHandler,
  type MessagingRuntime,
} from '@/lib/server/messages/message-actions';
import { serviceTokens, upstream } from '@/lib/server/upstream';

// The messages page's server actions. The pipeline (validate -> authorise -> run -> audit) is
// defineAction's; the work is in lib/server/messages. Sending waits for the outbox to finish the
// rows of this submit and answers each conversation's state.

const runtime: MessagingRuntime = { client: upstream, capabilities: () => currentCapabilities(serviceTokens()) };

const send = defineAction(sendMessageDefinition, sendMessageHandler(runtime));
const retry = defineAction(retryMessageDefinition, retryMessageHandler(runtime));
const sendAgain = defineAction(sendAgainDefinition, sendAgainHandler(runtime));
const markSent = defineAction(markSentDefinition, markSentHandler(runtime));
const saveTemplate = defineAction(saveTemplateDefinition, saveTemplateHandler);
const removeTemplate = defineAction(removeTemplateDefinition, removeTemplateHandler);
const saveConversation = defineAction(saveConversationDefinition, saveConversationHandler);
const removeConversation = defineAction(removeConversationDefinition, removeConversationHandler);

async function revalidated<T>(result: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const settled = await result;
  if (settled.ok) revalidatePath('/messages', 'layout');
  return settled;
}

/** Sends a card made from a template into the chosen conversations (see sendMessageInputSchema). */
export async function sendMessageAction(raw: unknown): Promise<ActionResult<SendOutcome>> {
  return send(raw);
}

/** Retries a failed message from the step that failed (the send step keeps its card). */
export async function retryMessageAction(raw: unknown): Promise<ActionResult<OutboxRowView>> {
  return retry(raw);
}

/** Sends a message whose outcome is uncertain again, explicitly, with the same card. */
export async function sendMessageAgainAction(raw: unknown): Promise<ActionResult<OutboxRowView>> {
  return sendAgain(raw);
}

/** Marks a message whose outcome is uncertain as sent (someone checked the conversation). */
export async function markMessageSentAction(raw: unknown): Promise<ActionResult<OutboxRowView>> {
  return markSent(raw);
}

export async function saveTemplateAction(raw: unknown): Promise<ActionResult<TemplateView>> {
  return revalidated(saveTemplate(raw));
}

export async function removeTemplateAction(raw: unknown): Promise<ActionResult<{ templateId: string }>> {
  return revalidated(removeTemplate(raw));
}

export async function saveConversationAction(raw: unknown): Promise<ActionResult<ConversationSnapshot>> {
  return revalidated(saveConversation(raw));
}

export async function removeConversationAction(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return revalidated(removeConversation(raw));
}
