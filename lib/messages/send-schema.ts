import { z } from 'zod';
import { INT64_ID_MESSAGE, isInt64Id } from '@/lib/contract/ids';
import { CARD_CONTENT_LIMIT, contentValuesSchema } from './content-schema';
import type { TemplateView } from './types';

// The composer's form and the send action's input. The targets are saved conversations (by their
// row id) and/or one conversation typed as organization id + conversation id. The content values
// are checked against the chosen template's keys (contentValuesSchema): in the browser with the
// template the page gave, on the server with the template read from the database.

export const TARGETS_MAX = 50;

const targetsShape = {
  savedConversationIds: z.array(z.string().trim().min(1).max(100)).max(TARGETS_MAX, `At most ${TARGETS_MAX} conversations at once.`),
  manualOrganizationId: z.string().trim().max(40).optional().default(''),
  manualConversationId: z.string().trim().max(40).optional().default(''),
};

type Targets = { savedConversationIds: string[]; manualOrganizationId: string; manualConversationId: string };

function refineTargets(value: Targets, ctx: z.RefinementCtx): void {
  const org = value.manualOrganizationId;
  const conv = value.manualConversationId;
  if (org !== '' || conv !== '') {
    if (org === '') ctx.addIssue({ code: 'custom', path: ['manualOrganizationId'], message: 'Enter the organization id too.' });
    else if (!isInt64Id(org)) ctx.addIssue({ code: 'custom', path: ['manualOrganizationId'], message: INT64_ID_MESSAGE });
    if (conv === '') ctx.addIssue({ code: 'custom', path: ['manualConversationId'], message: 'Enter the conversation id too.' });
    else if (!isInt64Id(conv)) ctx.addIssue({ code: 'custom', path: ['manualConversationId'], message: INT64_ID_MESSAGE });
  }
  if (value.savedConversationIds.length === 0 && org === '' && conv === '') {
    ctx.addIssue({ code: 'custom', path: ['targets'], message: 'Choose at least one conversation, or enter an organization id and a conversation id.' });
  }
}

/** The composer form for one template (or none chosen yet). */
export function composerFormSchema(template: Pick<TemplateView, 'keys'> | undefined) {
  return z
    .object({
      templateId: z.string('Choose a template.').trim().min(1, 'Choose a template.'),
      values: template ? contentValuesSchema(template) : z.record(z.string(), z.string()),
      ...targetsShape,
    })
    .superRefine(refineTargets);
}
export type ComposerFormInput = z.input<ReturnType<typeof composerFormSchema>>;

/** The send action's input. `sendKey` is made by the composer when it opens (a UUID). */
export const sendMessageInputSchema = z
  .object({
    sendKey: z.uuid('The form is out of date: reload the page.'),
    templateId: z.string('Choose a template.').trim().min(1, 'Choose a template.').max(100),
    values: z
      .record(z.string().max(64), z.string().max(CARD_CONTENT_LIMIT, 'Too long.'))
      .refine((v) => Object.keys(v).length <= 50, 'Too many fields.'),
    ...targetsShape,
  })
  .superRefine(refineTargets);
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/** Retry, send again, mark as sent: one outbox row by id. */
export const outboxRowInputSchema = z.object({ id: z.uuid('Unknown message.') });
