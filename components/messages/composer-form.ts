import type { AppErrorShape } from '@/lib/errors';
import type { TemplateView } from '@/lib/messages/types';

// The composer's form values and starting points, kept apart from its markup.

export type FormValues = { templateId: string; values: Record<string, string>; savedConversationIds: string[] };

/** A blank message; the chosen template's fields are named so a reset empties them. */
export const emptyValues = (template: TemplateView | undefined): FormValues => ({
  templateId: template?.templateId ?? '',
  values: Object.fromEntries((template?.keys ?? []).map((k) => [k.key, ''])),
  savedConversationIds: [],
});

/** When the action could not be reached: the send key makes sending again safe. */
export const unreachable: AppErrorShape = {
  kind: 'unavailable',
  message: 'Shiftdesk could not be reached, so it is not known whether the message was sent. Sending again is safe: this message is never sent twice.',
  retryable: true,
};
