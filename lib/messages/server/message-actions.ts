import 'server-only';
import { AppError } from '@/lib/errors';
import { removeConversationSchema, saveConversationSchema } from '@/lib/messages/conversation-schema';
import { outboxRowInputSchema, sendMessageInputSchema } from '@/lib/messages/send-schema';
import { removeTemplateSchema, saveTemplateSchema } from '@/lib/messages/template-schema';
import type { MessagingCapabilities, OutboxRowView, SendOutcome, TemplateView } from '@/lib/messages/types';
import { inOrganization, type ScopeTargets } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import type { Db } from '@/lib/server/db/types';
import type { AppServices } from '@/lib/server/access/services';
import { currentCapabilities } from './capabilities';
import { deleteConversation, getConversationsByIds, saveConversation, type ConversationSnapshot } from './conversations';
import { toRowView } from './history';
import type { OutboxClient } from './outbox';
import { markAsSent, retryRow, sendAgainAnyway } from './outbox-commands';
import { getRow } from './outbox-store';
import { submitMessage } from './send-message';
import { deleteTemplate, saveTemplate } from './templates';

// The messages actions as definitions + handlers, so tests run them through the real pipeline
// (runAction) and lib/messages/actions.ts wraps them with defineAction. Sending is for schedulers
// and admins; templates and saved conversations for admins. Sends are audited per conversation by
// the outbox (message.sent / message.failed / message.uncertain); the setup changes by the pipeline.

/** Where a send goes and what the token allows, from the app's services (tests hand their own). */
export type MessagingRuntime = { client: (services: AppServices) => OutboxClient; capabilities: (services: AppServices) => Promise<MessagingCapabilities> };

/** A send acts in the organizations of the saved conversations it names (an unknown one is refused by the handler). */
const organizationsOfConversations = async (input: { savedConversationIds: string[] }, { db }: { db: Db }): Promise<ScopeTargets> => ({
  organizations: (await getConversationsByIds(db, input.savedConversationIds)).map((c) => c.organizationId),
});

export const sendMessageDefinition = {
  input: sendMessageInputSchema,
  role: 'scheduler',
  name: 'sendMessage',
  scope: organizationsOfConversations,
} satisfies ActionDefinition<typeof sendMessageInputSchema>;

export const sendMessageHandler =
  (runtime: MessagingRuntime): ActionHandler<typeof sendMessageInputSchema, SendOutcome> =>
  async (input, ctx) =>
    submitMessage({ db: ctx.db, client: runtime.client(ctx.services) }, input, { id: ctx.user.id, email: ctx.user.email }, await runtime.capabilities(ctx.services));

type RowInput = typeof outboxRowInputSchema;
/** Retry, send again, mark sent: the row's conversation must still be in scope. */
const organizationOfRow = async ({ id }: { id: string }, { db }: { db: Db }): Promise<ScopeTargets> => {
  const row = await getRow(db, id);
  return { organizations: row ? [row.organizationId] : [] };
};
const rowDefinition = (name: string) => ({ input: outboxRowInputSchema, role: 'scheduler', name, scope: organizationOfRow }) satisfies ActionDefinition<RowInput>;

export const retryMessageDefinition = rowDefinition('retryMessage');
export const sendAgainDefinition = rowDefinition('sendMessageAgain');
export const markSentDefinition = rowDefinition('markMessageSent');

export const retryMessageHandler =
  (runtime: MessagingRuntime): ActionHandler<RowInput, OutboxRowView> =>
  async ({ id }, ctx) =>
    toRowView(await retryRow({ db: ctx.db, client: runtime.client(ctx.services) }, id, { id: ctx.user.id, email: ctx.user.email }));

export const sendAgainHandler =
  (runtime: MessagingRuntime): ActionHandler<RowInput, OutboxRowView> =>
  async ({ id }, ctx) => {
    const capabilities = await runtime.capabilities(ctx.services);
    if (!capabilities.canSend) throw new AppError('forbidden', capabilities.sendBlockedReason ?? 'Messages cannot be sent with the current service token.');
    return toRowView(await sendAgainAnyway({ db: ctx.db, client: runtime.client(ctx.services) }, id, { id: ctx.user.id, email: ctx.user.email }));
  };

export const markSentHandler =
  (runtime: MessagingRuntime): ActionHandler<RowInput, OutboxRowView> =>
  async ({ id }, ctx) =>
    toRowView(await markAsSent({ db: ctx.db, client: runtime.client(ctx.services) }, id, { id: ctx.user.id, email: ctx.user.email }));

export const saveTemplateDefinition = {
  revalidate: '/messages',
  input: saveTemplateSchema,
  role: 'admin',
  scope: 'none',
  audit: { action: 'messages.template_saved', target: (input) => ({ type: 'card_template', id: input.templateId }) },
} satisfies ActionDefinition<typeof saveTemplateSchema>;

export const saveTemplateHandler: ActionHandler<typeof saveTemplateSchema, TemplateView> = async ({ mode, ...values }, ctx) => {
  ctx.audit({ detail: { mode } });
  const change = await saveTemplate(ctx.db, mode, values);
  ctx.audit({ before: change.before, after: change.after });
  return change.after as TemplateView;
};

export const removeTemplateDefinition = {
  revalidate: '/messages',
  input: removeTemplateSchema,
  role: 'admin',
  scope: 'none',
  audit: { action: 'messages.template_removed', target: (input) => ({ type: 'card_template', id: input.templateId }) },
} satisfies ActionDefinition<typeof removeTemplateSchema>;

export const removeTemplateHandler: ActionHandler<typeof removeTemplateSchema, { templateId: string }> = async ({ templateId }, ctx) => {
  const change = await deleteTemplate(ctx.db, templateId);
  ctx.audit({ before: change.before, after: null });
  return { templateId };
};

const conversationTarget = (c: { organizationId: string; conversationId: string }) => ({ type: 'conversation', id: `${c.organizationId}/${c.conversationId}` });

export const saveConversationDefinition = {
  revalidate: '/messages',
  input: saveConversationSchema,
  role: 'admin',
  // An admin saves conversations of organizations in scope only: sends go to nothing else.
  scope: inOrganization,
  audit: { action: 'messages.conversation_saved', target: conversationTarget },
} satisfies ActionDefinition<typeof saveConversationSchema>;

export const saveConversationHandler: ActionHandler<typeof saveConversationSchema, ConversationSnapshot> = async (input, ctx) => {
  ctx.audit({ detail: { mode: input.mode } });
  const change = await saveConversation(ctx.db, input);
  ctx.audit({ before: change.before, after: change.after });
  return change.after as ConversationSnapshot;
};

export const removeConversationDefinition = {
  revalidate: '/messages',
  input: removeConversationSchema,
  role: 'admin',
  scope: 'none',
  audit: { action: 'messages.conversation_removed', target: (input) => ({ type: 'saved_conversation', id: input.id }) },
} satisfies ActionDefinition<typeof removeConversationSchema>;

export const removeConversationHandler: ActionHandler<typeof removeConversationSchema, { id: string }> = async ({ id }, ctx) => {
  const change = await deleteConversation(ctx.db, id);
  ctx.audit({ before: change.before, after: null, ...(change.before ? { target: conversationTarget(change.before) } : {}) });
  return { id };
};

/** The messaging handlers on the app's service client and token store (tests hand their own runtime). */
const appMessaging: MessagingRuntime = { client: ({ upstream }) => upstream, capabilities: ({ tokens }) => currentCapabilities(tokens) };
export const sendMessage = sendMessageHandler(appMessaging);
export const retryMessage = retryMessageHandler(appMessaging);
export const sendMessageAgain = sendAgainHandler(appMessaging);
export const markMessageSent = markSentHandler(appMessaging);
