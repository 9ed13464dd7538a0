import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';

// Positions: what a shift requires (front desk, nurse, kitchen…) and who may work it. Shiftdesk's
// own (the service has none), kept per organization (lib/positions/server/positions-store.ts):
// read by the staffing picker, offers and the auto-fill solver as position ids.

export type Position = { id: string; name: string };

/** Everything the forms, the drawer and the picker need, as the GET route answers it. */
export type PositionsRead = {
  positions: Position[];
  /** Item id -> the position it requires (items without one are left out). */
  items: Readonly<Record<string, string>>;
  /** User id -> the positions they may work (people without any are left out). */
  people: Readonly<Record<string, string[]>>;
};

export const NO_POSITIONS: PositionsRead = { positions: [], items: {}, people: {} };

export const MAX_POSITION_NAME = 40;
export const MAX_PERSON_POSITIONS = 20;

const nameMessage = 'Enter a name';
/** A position's name: trimmed, 1–40 characters. Unique per organization whatever its case (checked by the store). */
export const positionNameSchema = z
  .string({ message: nameMessage })
  .trim()
  .min(1, nameMessage)
  .max(MAX_POSITION_NAME, `At most ${MAX_POSITION_NAME} characters`);

const positionIdMessage = 'Choose a position';
export const positionIdSchema = z.string({ message: positionIdMessage }).uuid(positionIdMessage);

export const addPositionInputSchema = z.object({ organizationId: int64IdSchema, name: positionNameSchema });
export const renamePositionInputSchema = z.object({ organizationId: int64IdSchema, positionId: positionIdSchema, name: positionNameSchema });
/** `confirm`: remove it even though shifts require it or people work it (the links go with it). */
export const removePositionInputSchema = z.object({ organizationId: int64IdSchema, positionId: positionIdSchema, confirm: z.boolean().default(false) });
/** `positionId: null` clears the item's position. */
export const setItemPositionInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, positionId: positionIdSchema.nullable() });
export const setPersonPositionsInputSchema = z.object({
  organizationId: int64IdSchema,
  userId: int64IdSchema,
  positionIds: z
    .array(positionIdSchema)
    .max(MAX_PERSON_POSITIONS, `At most ${MAX_PERSON_POSITIONS} positions`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each position once'),
});

export type AddPositionInput = z.input<typeof addPositionInputSchema>;
export type RenamePositionInput = z.input<typeof renamePositionInputSchema>;
export type RemovePositionInput = z.input<typeof removePositionInputSchema>;
export type SetItemPositionInput = z.input<typeof setItemPositionInputSchema>;
export type SetPersonPositionsInput = z.input<typeof setPersonPositionsInputSchema>;

/** The same name whatever its case and spacing (how uniqueness is judged). */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase('en');

export const positionNamed = (all: readonly Position[], id: string | null | undefined): Position | undefined => (id ? all.find((p) => p.id === id) : undefined);

export const itemPositionOf = (read: PositionsRead | undefined, itemId: string): string | null => read?.items[itemId] ?? null;
export const personPositionsOf = (read: PositionsRead | undefined, userId: string): string[] => read?.people[userId] ?? [];

/** The position an item requires and who may work it: how the picker ranks and offers choose. */
export type PositionNeed = { id: string; name: string; mayWork: (userId: string) => boolean };

/** The refusal a taken name gets, next to the name field. */
export const takenNameMessage = (existing: string): string => `“${existing}” already exists`;

/** What removing a position in use would undo, in words ("required by 3 shifts and worked by 2 people"). */
export function usageWords(usage: { items: number; people: number }): string {
  const parts = [
    usage.items > 0 ? `required by ${usage.items} ${usage.items === 1 ? 'shift' : 'shifts'}` : null,
    usage.people > 0 ? `worked by ${usage.people} ${usage.people === 1 ? 'person' : 'people'}` : null,
  ].filter((p) => p !== null);
  return parts.join(' and ');
}

/** "Ben Ortiz is not a Nurse.": asked before putting someone on an item requiring a position they may not work (the panel and the server alike). */
export const notPositionSentence = (personName: string, positionName: string): string => `${personName} is not a ${positionName}.`;

/** How far back a person's position suggestions look at the shifts they held (whole weeks before this one). */
export const HELD_WEEKS = 8;
/** The query of `GET …/positions/held`: whose held shifts. */
export const heldPositionsQuerySchema = z.object({ userId: int64IdSchema });
/** The positions the shifts a person held over the last HELD_WEEKS weeks required, one entry per shift (a position held twice is there twice). */
export type HeldPositions = { userId: string; heldItemPositions: string[] };
