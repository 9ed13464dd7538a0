import 'server-only';
import { asc, notInArray } from 'drizzle-orm';
import type { DurableTrack } from '@/lib/server/durable/durable-track';
import { l } from './draft-tables';

// A draft's lines as kinds of durable work (lib/server/durable), as a copy's rows are
// (lib/copy/server/copy-tracks.ts): the publish of each line, and its undo.

const stopped = 'Shiftdesk stopped while writing this line; it was picked up again.';

/** pending --claim--> writing. Abandoned: back to pending with mayExist (the write may have happened: look first). */
export const publishTrack: DurableTrack = {
  name: 'draft publish',
  table: l,
  stateKey: 'state',
  steps: [{ from: 'pending', working: 'writing', countsAttempt: true }],
  abandoned: [{ working: 'writing', to: 'pending', set: { mayExist: true, lastError: stopped } }],
};

/** Undo of a written line: pending --claim--> undoing, never while its publish step holds it. Abandoned: back to pending (each undo looks before it writes). */
export const undoTrack: DurableTrack = {
  name: 'draft undo',
  table: l,
  stateKey: 'undoState',
  steps: [{ from: 'pending', working: 'undoing' }],
  abandoned: [{ working: 'undoing', to: 'pending' }],
  claimableWhen: notInArray(l.state, ['writing']),
};

export const draftTracks = [publishTrack, undoTrack] as const;

/** Waiting lines, oldest draft first and in each draft by position. */
export const draftQueue = { orderBy: [asc(l.createdAt), asc(l.draftId), asc(l.position)], limit: 5_000 };
