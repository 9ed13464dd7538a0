import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { copyRequestSchema } from '@/lib/copy';
import { checkItemSpan, createItemInputSchema, moveItemInputSchema } from '@/lib/schedule';
import { ruleBreakReasonField } from '@/lib/working-time';

// What the draft actions take from a browser. A hand line takes the live action's own input (the
// same fields, rules and messages next to the field) plus the draft it goes into.

/** The longest range one draft plans. */
export const DRAFT_MAX_DAYS = 35;
const DAY_MS = 86_400_000;

const epochMs = z.number({ message: 'Must be a time' }).int('Must be a time').min(0, 'Must be a time').max(8.64e15, 'Must be a time');
const draftId = z.uuid('Not a draft of Shiftdesk');
const localKey = z.string().trim().min(1).max(64);
const conflictAnswer = { confirmConflicts: z.boolean().default(false), ruleBreakReason: ruleBreakReasonField };

export const openDraftInputSchema = z
  .object({ organizationId: int64IdSchema, from: epochMs, to: epochMs })
  .superRefine((range, ctx) => {
    if (range.to <= range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must be after the start' });
    else if (range.to - range.from > DRAFT_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A draft plans at most ${DRAFT_MAX_DAYS} days` });
  });
export type OpenDraftInput = z.input<typeof openDraftInputSchema>;

/** A draft of the organization. */
export const draftRefInputSchema = z.object({ organizationId: int64IdSchema, draftId });
export type DraftRefInput = z.input<typeof draftRefInputSchema>;

/** A new item in the draft: the live create's input (and its first assignee, asked about the same way). */
export const draftCreateInputSchema = createItemInputSchema.safeExtend({ draftId, localKey: localKey.optional() });
export type DraftCreateInput = z.input<typeof draftCreateInputSchema>;

/** A live item moved or resized in the draft: the live move's input (with the version the browser saw). */
export const draftMoveInputSchema = moveItemInputSchema.safeExtend({ draftId });
export type DraftMoveInput = z.input<typeof draftMoveInputSchema>;

/** An item new in the draft (by its local key) at new times: a live move's span rules and questions. */
export const draftMoveNewInputSchema = z.object({ organizationId: int64IdSchema, draftId, localKey, start: epochMs, end: epochMs, ...conflictAnswer }).superRefine(checkItemSpan);
export type DraftMoveNewInput = z.input<typeof draftMoveNewInputSchema>;

/** Names a live item (itemId) or one the draft creates (localKey). */
const onItem = { organizationId: int64IdSchema, draftId, itemId: int64IdSchema.optional(), localKey: localKey.optional() };
const oneItem = (value: { itemId?: string | undefined; localKey?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!value.itemId === !value.localKey) ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'Choose one item' });
};

export const draftAssignInputSchema = z.object({ ...onItem, userId: int64IdSchema, ...conflictAnswer }).superRefine(oneItem);
export type DraftAssignInput = z.input<typeof draftAssignInputSchema>;

export const draftUnassignInputSchema = z.object({ ...onItem, userId: int64IdSchema }).superRefine(oneItem);
export type DraftUnassignInput = z.input<typeof draftUnassignInputSchema>;

export const draftDeleteInputSchema = z.object({ organizationId: int64IdSchema, draftId, itemId: int64IdSchema });
export type DraftDeleteInput = z.input<typeof draftDeleteInputSchema>;

export const draftLineRefInputSchema = z.object({ organizationId: int64IdSchema, draftId, lineId: z.uuid('Not a line of this draft') });
export type DraftLineRefInput = z.input<typeof draftLineRefInputSchema>;

/** At most this many auto-fill lines accepted at once. */
export const MAX_ACCEPTED_LINES = 1_000;

export const acceptAutoFillInputSchema = z.object({
  organizationId: int64IdSchema,
  draftId,
  proposalId: z.string().trim().min(1, 'Choose a proposal').max(64),
  accepted: z
    .array(z.object({ itemId: int64IdSchema, userId: int64IdSchema }))
    .min(1, 'Choose at least one line')
    .max(MAX_ACCEPTED_LINES, `At most ${MAX_ACCEPTED_LINES} lines at a time`),
});
export type AcceptAutoFillInput = z.input<typeof acceptAutoFillInputSchema>;

export const publishDraftInputSchema = z.object({
  organizationId: int64IdSchema,
  draftId,
  /** Posts one announcement card there once published (optional). */
  announceConversationId: z.union([int64IdSchema, z.literal('')]).optional(),
});
export type PublishDraftInput = z.input<typeof publishDraftInputSchema>;

/** A copy into the draft: Copy's own request (the same plan and refusals, lib/copy), lines instead of items. */
export const copyIntoDraftInputSchema = copyRequestSchema.safeExtend({ draftId });
export type CopyIntoDraftInput = z.input<typeof copyIntoDraftInputSchema>;
