import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';

// The offer dialog's input, parsed by the action and resolving the form: how many people hold an
// invitation at once (default 3), whether a decline passes it on to the next ranked person.

export const OFFER_MAX_AT_ONCE = 20;
export const OFFER_DEFAULT_AT_ONCE = 3;

export const offerInputSchema = z.object({
  organizationId: int64IdSchema,
  itemId: int64IdSchema,
  count: z.coerce
    .number({ message: 'Enter how many people to offer it to' })
    .int('A whole number of people')
    .min(1, 'At least 1 person')
    .max(OFFER_MAX_AT_ONCE, `At most ${OFFER_MAX_AT_ONCE} people at once`),
  passOn: z.boolean(),
  /** Made when the dialog opens: a second submit starts nothing new. */
  offerKey: z.string().uuid(),
  /** Finding a cover (a replacement request's "Find a cover"): the person asking to be replaced, who comes off once a cover keeps it. */
  replacing: int64IdSchema.optional(),
  /** A saved conversation (of the organization) to post the offer's announcement card to; absent: no card. */
  savedConversationId: z.string().trim().min(1).max(100).optional(),
});
export type OfferInput = z.output<typeof offerInputSchema>;

export const cancelOfferInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, offerId: z.string().uuid() });

/** What is wrong with the dialog's "how many" for `free` people ranked, or null (shown next to the field). */
export function offerCountProblem(text: string, free: number): string | null {
  if (text.trim() === '') return 'Enter how many people to offer it to';
  const parsed = offerInputSchema.shape.count.safeParse(text.trim());
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a number of people';
  if (parsed.data > free) return free === 1 ? 'Only 1 person is free for this shift' : `Only ${free} people are free for this shift`;
  return null;
}
