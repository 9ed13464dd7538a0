import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';

// Saved conversations: the targets the composer offers as checkboxes. The service cannot list
// conversations, so an admin records them (demo mode copies the emulator's).

export const CONVERSATION_NAME_MAX = 120;

const id = (what: string) => z.string(`Enter the ${what} id.`).trim().min(1, `Enter the ${what} id.`).pipe(int64IdSchema);

export const conversationFormSchema = z.object({
  name: z.string('Enter a name.').trim().min(1, 'Enter a name.').max(CONVERSATION_NAME_MAX, `At most ${CONVERSATION_NAME_MAX} characters.`),
  organizationId: id('organization'),
  conversationId: id('conversation'),
  everyone: z.boolean(),
});
export type ConversationFormInput = z.input<typeof conversationFormSchema>;
export type ConversationFormValues = z.output<typeof conversationFormSchema>;

/** Create, or update the saved conversation `id`. */
export const saveConversationSchema = z.discriminatedUnion('mode', [
  conversationFormSchema.extend({ mode: z.literal('create') }),
  conversationFormSchema.extend({ mode: z.literal('update'), id: z.string().trim().min(1).max(100) }),
]);
export const removeConversationSchema = z.object({ id: z.string().trim().min(1).max(100) });
