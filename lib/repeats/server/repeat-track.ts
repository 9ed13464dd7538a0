import 'server-only';
import { asc } from 'drizzle-orm';
import type { DurableTrack } from '@/lib/server/durable/durable-track';
import { repeatOccurrences } from '@/lib/server/db/schema';
import { noChangeUnderWay } from './series-change-track';

// Occurrences as a kind of durable work (lib/server/durable), like a copy's rows:
// pending --claim--> creating (a new attempt), created --claim--> assigning.
// Abandoned: creating goes back to pending with mayExist (the create may have happened: the next
// claim looks for the item first); assigning back to created (the item is read again first).

const stopped = 'Shiftdesk stopped during this step; it was picked up again.';

export const occurrenceTrack: DurableTrack = {
  name: 'repeat',
  table: repeatOccurrences,
  stateKey: 'state',
  steps: [
    { from: 'pending', working: 'creating', countsAttempt: true },
    { from: 'created', working: 'assigning' },
  ],
  abandoned: [
    { working: 'creating', to: 'pending', set: { mayExist: true, lastError: stopped } },
    { working: 'assigning', to: 'created', set: { lastError: stopped } },
  ],
  // A change of the series waiting on the row goes first (series-change-track.ts).
  claimableWhen: noChangeUnderWay,
};

/** Waiting rows, earliest day first, as many as one pass works. */
export const occurrenceQueue = { orderBy: [asc(repeatOccurrences.start), asc(repeatOccurrences.id)], limit: 5_000 };
