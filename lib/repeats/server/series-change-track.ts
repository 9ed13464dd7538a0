import 'server-only';
import { asc, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { DurableTrack } from '@/lib/server/durable/durable-track';
import { repeatOccurrences as o } from '@/lib/server/db/schema';

// A series' change ("end", "all", "this and following") as a second track of durable work on the
// occurrence rows (like a copy's undo on its rows): the action commits which rows change and to
// what, then each row is claimed and applied on its own (series-change-steps.ts).
//   waiting --claim--> applying --> applied | failed | uncertain
// Abandoned: applying goes back to waiting with changeMayExist (the delete or patch may have
// happened: the next claim reads the item before writing). The two tracks never hold a row at once.

/** A change is waiting or under way on the row. */
export const CHANGING = ['waiting', 'applying'] as const;

export const seriesChangeTrack: DurableTrack = {
  name: 'repeat change',
  table: o,
  stateKey: 'changeState',
  steps: [{ from: 'waiting', working: 'applying' }],
  abandoned: [{ working: 'applying', to: 'waiting', set: { changeMayExist: true, lastError: 'Shiftdesk stopped during this step; it was picked up again.' } }],
  // Never while its item is being made or staffed: the change applies to what that step leaves.
  claimableWhen: notInArray(o.state, ['creating', 'assigning']),
};

/** The occurrence track's claims wait while a change is waiting or under way (it may remove the row). */
export const noChangeUnderWay = or(isNull(o.changeState), notInArray(o.changeState, [...CHANGING]));

/** Waiting rows, earliest day first. */
export const changeQueue = { orderBy: [asc(o.start), asc(o.id)], limit: 5_000 };

export const isChanging = inArray(o.changeState, [...CHANGING]);
