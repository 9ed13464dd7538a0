import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';

// How many people an item needs: Shiftdesk's own figure (the service has none), 1 unless a manager
// said otherwise in the drawer. Stored per organization and item (lib/schedule/server/item-needs-store.ts).

export const DEFAULT_NEEDS = 1;
export const MAX_NEEDS = 50;

const wholeNumber = `A whole number from ${DEFAULT_NEEDS} to ${MAX_NEEDS}`;

/** The drawer's field and the action's input: a whole number 1-50. */
export const needsSchema = z.number({ message: wholeNumber }).int(wholeNumber).min(DEFAULT_NEEDS, wholeNumber).max(MAX_NEEDS, wholeNumber);

export const setItemNeedsInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, needs: needsSchema });
export type SetItemNeedsInput = z.input<typeof setItemNeedsInputSchema>;

/** Item id -> needs, for the items that need more than one (the rest need DEFAULT_NEEDS). */
export type NeedsByItem = Readonly<Record<string, number>>;

export const needsOf = (needs: NeedsByItem | undefined, itemId: string): number => needs?.[itemId] ?? DEFAULT_NEEDS;
