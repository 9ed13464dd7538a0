import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '@/lib/errors';
import { cardContentOf, contentValuesSchema } from '@/lib/messages/content-schema';
import type { sendMessageInputSchema } from '@/lib/messages/send-schema';
import type { MessagingCapabilities, SendOutcome } from '@/lib/messages/types';
import { fieldErrorsOf, FORM_ERROR_KEY } from '@/lib/field-errors';
import { getConversationsByIds } from './conversations';
import { toRowView } from './history';
import { processRows, type OutboxDeps } from './outbox';
import { insertRows, rowsOfSendKey, type NewOutboxRow } from './outbox-store';
import { getTemplate } from './templates';

// One submit of the composer: check everything (template, content, targets, what the token
// allows) and refuse before anything is written; then write one outbox row per conversation,
// insert-or-ignore on (send key, conversation), BEFORE any upstream call; then work the rows this
// submit wrote. A second submit with the same key writes nothing and sends nothing.

export type SendInput = z.output<typeof sendMessageInputSchema>;

function refused(fieldErrors: FieldErrors, message = 'Some fields need attention. Nothing was sent.'): AppError {
  return new AppError('invalid_input', message, { fieldErrors });
}

type Target = { organizationId: string; conversationId: string; organizationName: string | null; conversationName: string | null; everyone: boolean };

async function resolveTargets(deps: OutboxDeps, input: SendInput): Promise<Target[]> {
  const wanted = [...new Set(input.savedConversationIds)];
  const saved = await getConversationsByIds(deps.db, wanted);
  if (saved.length !== wanted.length) {
    throw refused({ targets: ['A chosen conversation is no longer saved (an admin may have removed it). Reload the page and choose again.'] });
  }
  return saved.map((c) => ({ organizationId: c.organizationId, conversationId: c.conversationId, organizationName: c.organizationName, conversationName: c.name, everyone: c.everyone }));
}

export async function submitMessage(
  deps: OutboxDeps,
  input: SendInput,
  who: { id: string; email: string },
  capabilities: MessagingCapabilities,
): Promise<SendOutcome> {
  if (!capabilities.canSend) throw new AppError('forbidden', capabilities.sendBlockedReason ?? 'Messages cannot be sent with the current service token.');

  const template = await getTemplate(deps.db, input.templateId);
  if (!template) throw refused({ templateId: ['This template is not set up (an admin may have removed it). Choose another.'] });

  const values = contentValuesSchema(template).safeParse(input.values);
  if (!values.success) {
    const errors: FieldErrors = {};
    for (const [path, messages] of Object.entries(fieldErrorsOf(values.error))) errors[path === FORM_ERROR_KEY ? 'values' : `values.${path}`] = messages;
    throw refused(errors);
  }
  const content = cardContentOf(template, values.data);

  const targets = await resolveTargets(deps, input);
  const blocked = targets.filter((t) => t.everyone && !capabilities.canMessageEveryone);
  if (blocked.length > 0) {
    const names = blocked.map((t) => t.conversationName ?? t.conversationId).join(', ');
    throw refused({ targets: [`${names}: ${capabilities.everyoneBlockedReason ?? 'not allowed with the current service token.'}`] });
  }

  // A key already used for other content: the first submit's answer was lost ("not known whether
  // it was sent") and the manager edited the message. Insert-or-ignore would answer for the first
  // content and silently drop the edit, so it is refused; the edit goes out as a new message.
  const earlier = await rowsOfSendKey(deps.db, input.sendKey);
  if (earlier.some((r) => r.content !== content || r.templateId !== template.templateId)) {
    throw new AppError('conflict', 'This message was already submitted with other content. Start a new message to send the edited one; the first is in the history below.');
  }

  const rows: NewOutboxRow[] = targets.map((t) => ({
    id: randomUUID(),
    sendKey: input.sendKey,
    ...t,
    templateId: template.templateId,
    templateName: template.displayName,
    content,
    state: 'pending',
    createdById: who.id,
    createdByEmail: who.email,
  }));
  // Committed before any upstream call: from here on a crash loses nothing.
  const inserted = await insertRows(deps.db, rows);
  await processRows(deps, inserted, () => ({ ...who, via: 'composer' }));
  return { sendKey: input.sendKey, rows: (await rowsOfSendKey(deps.db, input.sendKey)).map(toRowView), alreadySubmitted: inserted.length < rows.length };
}
