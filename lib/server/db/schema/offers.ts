import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorAndTimes, claimColumns } from './durable-columns';

// Offers of an open shift (issue 25, point 3; lib/offers/server). The row is committed before any
// call to the service; each person invited is committed after the item was read back with them on
// it; who took the shift is committed before anyone else is removed, so a restart never removes
// them and never lets a second person keep it. Upstream ids are text.
//
//   open --claim--> checking --> open (nothing settled yet), or taken | cancelled | exhausted | gone
// Every check reads the item and moves it one step nearer its verdict (lib/offers/offer-verdict.ts):
// the first invitations are the first check's. exhausted: everyone invited declined and nobody is
// left to pass it on to; gone: the item was deleted. `cancelRequested` is seen by the next check.

export const offerStates = ['open', 'checking', 'taken', 'cancelled', 'exhausted', 'gone'] as const;
export type OfferState = (typeof offerStates)[number];
/** The states an offer never leaves. */
export const settledOfferStates = ['taken', 'cancelled', 'exhausted', 'gone'] as const;

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    // Made by the dialog when it opens: a second submit starts nothing new.
    offerKey: text('offer_key').notNull(),
    organizationId: text('organization_id').notNull(),
    itemId: text('item_id').notNull(),
    /** How many people hold an invitation at once. */
    wanted: integer('wanted').notNull(),
    /** On a decline, invite the next ranked person. */
    passOn: boolean('pass_on').notNull(),
    /** Everyone it may go to, in offer order, as ranked when the offer was made. */
    ranked: jsonb('ranked').$type<string[]>().notNull(),
    /** Put on the item as PENDING_RESPONSE (read back), in order. */
    invited: jsonb('invited').$type<string[]>().notNull().default([]),
    declined: jsonb('declined').$type<string[]>().notNull().default([]),
    /** Invitees taken off the item again (someone else took it, or the offer was cancelled). */
    removed: jsonb('removed').$type<string[]>().notNull().default([]),
    /** The first keeper (the state 'taken' names them). */
    takenBy: text('taken_by'),
    /** Everyone keeping a place, committed in the order they took it (a shift may need N: item_needs). */
    kept: jsonb('kept').$type<string[]>().notNull().default([]),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** An offer finding a cover (issue 25, point 4): the person asking to be replaced, who comes off once a cover keeps the shift. */
    replacing: text('replacing'),
    /** When the requester was read back off the item (committed once; a restart does not do it again). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** The conversation an announcement card went to (through the message outbox), if any. */
    conversationId: text('conversation_id'),
    state: text('state', { enum: offerStates }).notNull().default('open'),
    ...claimColumns(),
    ...authorAndTimes(),
  },
  (t) => [
    uniqueIndex('offers_offer_key_idx').on(t.offerKey),
    index('offers_state_idx').on(t.state),
    index('offers_item_idx').on(t.itemId),
    // One running offer per item: two managers offering the same shift at once start one offer.
    uniqueIndex('offers_one_running_per_item').on(t.itemId).where(sql`${t.state} in ('open', 'checking')`),
    check('offers_state_known', sql`${t.state} in ('open', 'checking', 'taken', 'cancelled', 'exhausted', 'gone')`),
    check('offers_taken_names_who', sql`${t.state} <> 'taken' or ${t.takenBy} is not null`),
    check('offers_wanted_range', sql`${t.wanted} between 1 and 20`),
  ],
);
