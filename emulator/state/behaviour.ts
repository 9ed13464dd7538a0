import { z } from 'zod';

// Where the spec is silent the emulator makes one choice (docs/decisions/spec-readings.md) and the
// dashboard must also accept the others. These switches make the emulator answer with the *other*
// choices, so the dashboard's tolerant reader can be tested over real HTTP.
export const behaviourBodySchema = z.object({
  /** 'empty': calendar item create answers 200 with no body. */
  createResponse: z.enum(['item', 'empty']).optional(),
  /** 'empty': a patch answers 200 with no body; 'before': with the item as it was before the patch. */
  patchResponse: z.enum(['item', 'empty', 'before']).optional(),
  /** 'wrapped': calendar item lists come as `{ items: [...] }`. */
  listShape: z.enum(['array', 'wrapped']).optional(),
  /** 'calendarItemId': item records carry their id under `calendarItemId` instead of `id`. */
  idField: z.enum(['id', 'calendarItemId']).optional(),
  /** 'string': item record times (start, end, createdAt, updatedAt) are numeric strings. */
  timesAs: z.enum(['number', 'string']).optional(),
  /** 'number': int64 ids in every JSON answer are bare numbers (all 19 digits) instead of strings. */
  idsAs: z.enum(['string', 'number']).optional(),
  /** 'PENDING_RESPONSE': people named in a create body wait for their answer instead of being assigned. */
  createdMembersAs: z.enum(['ASSIGNED', 'PENDING_RESPONSE']).optional(),
  /** 405: the token endpoints refuse a code, token or client credentials as invalid input ({message}, no issues) instead of 401. */
  tokenRefusalStatus: z.union([z.literal(401), z.literal(405)]).optional(),
  /** 'omitted': item records come without `organizationId` (the dashboard must then refuse the item). */
  itemOrganization: z.enum(['included', 'omitted']).optional(),
  /**
   * 'cover': a member asking to be replaced is read as a cover being sought: approving them (PATCH
   * ACCEPTED) removes them, declining restores them as ACCEPTED, and approving a colleague's request
   * to join on the same item removes them too. Default 'status': a PATCH only sets the status sent.
   */
  replacementAnswers: z.enum(['status', 'cover']).optional(),
});

export interface Behaviour {
  createResponse: 'item' | 'empty';
  patchResponse: 'item' | 'empty' | 'before';
  listShape: 'array' | 'wrapped';
  idField: 'id' | 'calendarItemId';
  timesAs: 'number' | 'string';
  idsAs: 'string' | 'number';
  createdMembersAs: 'ASSIGNED' | 'PENDING_RESPONSE';
  tokenRefusalStatus: 401 | 405;
  itemOrganization: 'included' | 'omitted';
  replacementAnswers: 'status' | 'cover';
}

export function defaultBehaviour(): Behaviour {
  return { createResponse: 'item', patchResponse: 'item', listShape: 'array', idField: 'id', timesAs: 'number', idsAs: 'string', createdMembersAs: 'ASSIGNED', tokenRefusalStatus: 401, itemOrganization: 'included', replacementAnswers: 'status' };
}
