import { z } from 'zod';

// What each kind of remembered change keeps (lib/server/change-history stores it as JSON; the
// handlers of the schedule, staffing and roster write it at write time). Read back tolerantly: a
// row whose change does not parse is shown in general words, without Undo.

const person = z.object({ userId: z.string(), name: z.string() });
/** The item as the line names it: its name (or type's words), its start and the zone to say it in. */
const item = { item: z.string(), start: z.number(), timeZone: z.string() };
const span = z.object({ start: z.number(), end: z.number() });
/** What a deleted item needs to be made again (absent on rows kept before Undo of a deletion existed). */
const restore = z.object({
  type: z.string(),
  name: z.string().nullable(),
  notes: z.string().nullable(),
  end: z.number(),
  muteAssignmentNotifications: z.boolean(),
  people: z.array(person.extend({ status: z.string() })),
});

export const changeSchemas = {
  moved: z.object({ ...item, from: span, to: span }),
  deleted: z.object({ ...item, restore: restore.optional() }),
  added: z.object({ ...item, people: z.array(person).min(1) }),
  removed: z.object({ ...item, person: person.extend({ status: z.string() }) }),
  reassigned: z.object({ ...item, from: person.extend({ status: z.string() }), to: person }),
  decided: z.object({ ...item, person: z.string(), decision: z.enum(['approved', 'declined']), request: z.string() }),
  undo: z.object({ words: z.string() }),
};

export type ChangeKind = keyof typeof changeSchemas;
export type KnownChange = { [K in ChangeKind]: { kind: K } & z.output<(typeof changeSchemas)[K]> }[ChangeKind];

/** The stored change as one of the known kinds, or null (an unknown kind, a shape from another version). */
export function readChange(kind: string, change: unknown): KnownChange | null {
  if (!Object.hasOwn(changeSchemas, kind)) return null;
  const parsed = changeSchemas[kind as ChangeKind].safeParse(change);
  return parsed.success ? ({ kind, ...parsed.data } as KnownChange) : null;
}
