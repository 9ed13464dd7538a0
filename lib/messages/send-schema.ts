import { z } from 'zod';
import { CARD_CONTENT_LIMIT, contentValuesSchema } from './content-schema';
import type { TemplateView } from './types';

// The composer's form and the send action's input. The targets are saved conversations only (by
// their row id): a conversation is saved by an admin, for an organization in scope, before anyone
// can send to it; an id typed at send time would bypass both. The content values
// are checked against the chosen template's keys (contentValuesSchema): in the browser with the
// template the page gave, on the server with the template read from the database.

export const TARGETS_MAX = 50;

const targetsShape = {
  savedConversationIds: z.array(z.string().trim().min(1).max(100)).max(TARGETS_MAX, `At most ${TARGETS_MAX} conversations at once.`),
};

function refineTargets(value: { savedConversationIds: string[] }, ctx: z.RefinementCtx): void {
  if (value.savedConversationIds.length === 0) ctx.addIssue({ code: 'custom', path: ['targets'], message: 'Choose at least one conversation.' });
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

/**
 * The send action's input. `sendKey` is made by the composer when it opens (a UUID). Strict: a
 * field it does not know (a typed conversation from an older form) is refused, not dropped.
 */
export const sendMessageInputSchema = z
  .strictObject({
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
