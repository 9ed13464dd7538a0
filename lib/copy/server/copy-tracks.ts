import 'server-only';
import { asc, notInArray } from 'drizzle-orm';
import type { DurableTrack } from '@/lib/server/durable/durable-track';
import { r } from './copy-tables';

// The copy rows as kinds of durable work (lib/server/durable): the steps the core claims and what
// becomes of a row abandoned mid-step, for the copy itself and for its undo (a second state on the
// same row, under the same claim columns).

const stopped = 'Shiftdesk stopped during this step; it was picked up again.';

/**
 * pending --claim--> creating (a new attempt), created --claim--> assigning.
 * Abandoned: creating goes back to pending with mayExist (the create may have happened: the next
 * claim looks for the item first); assigning back to created (the item is read again before anyone
 * is assigned).
 */
export const copyTrack: DurableTrack = {
  name: 'copy',
  table: r,
  stateKey: 'state',
  steps: [
    { from: 'pending', working: 'creating', countsAttempt: true },
    { from: 'created', working: 'assigning' },
  ],
  abandoned: [
    { working: 'creating', to: 'pending', set: { mayExist: true, lastError: stopped } },
    { working: 'assigning', to: 'created', set: { lastError: stopped } },
  ],
};

/** Undo: pending --claim--> deleting, never while the row's copy step holds it. Abandoned: deleting back to pending (deleting twice is harmless). */
export const undoTrack: DurableTrack = {
  name: 'copy undo',
  table: r,
  stateKey: 'undoState',
  steps: [{ from: 'pending', working: 'deleting' }],
  abandoned: [{ working: 'deleting', to: 'pending' }],
  claimableWhen: notInArray(r.state, ['creating', 'assigning']),
};

export const copyTracks = [copyTrack, undoTrack] as const;

/** Waiting rows, oldest copy first and in each copy by position, as many as one pass works. */
export const copyQueue = { orderBy: [asc(r.createdAt), asc(r.copyId), asc(r.position)], limit: 5_000 };
