import { z } from 'zod';
import { int64IdSchema, wireIdSchema } from './ids';

export const CARD_CONTENT_MAX = 20_000;

/** POST /connect/cards: `content` is a string holding a JSON object of string values. */
export const cardInputSchema = z.object({
  templateId: z.string().trim().min(1).max(100),
  content: z.string().max(CARD_CONTENT_MAX),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** POST /connect/conversations: send a created card into a conversation. */
export const messageInputSchema = z.object({
  cardId: z.string().trim().min(1),
  organizationId: int64IdSchema,
  conversationId: int64IdSchema,
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const createdIdSchema = z.object({ id: z.string() });

/** Tolerant reader of a card or message response: `{id}` with the id as a string or a number. */
export const createdIdReader = z.looseObject({ id: wireIdSchema }).transform((r) => r.id);
