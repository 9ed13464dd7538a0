import { z } from 'zod';

// The statuses a person may be added with, apart from the member inputs: the roster and the
// history's undo need them, and member-inputs.ts carries the phone number metadata (about 190 KB
// of script) that a page without the assignment form must not load.

/**
 * The statuses a person may be given when added. The others are answers (Declined, Denied),
 * a removal (Removed) or a worker's own request (Asked to join, Asked for cover), never a start.
 */
export const addStatuses = ['ASSIGNED', 'PENDING_RESPONSE', 'ACCEPTED'] as const;
export type AddStatus = (typeof addStatuses)[number];
export const addStatusSchema = z.enum(addStatuses, { message: 'Choose Assigned, Awaiting response or Accepted' });

/** The item status that goes with a member status by default: assigning makes the item ASSIGNED. */
export function defaultItemStatusFor(initialStatus: string): 'ASSIGNED' | 'OPEN' {
  return initialStatus === 'ASSIGNED' || initialStatus === 'ACCEPTED' ? 'ASSIGNED' : 'OPEN';
}
