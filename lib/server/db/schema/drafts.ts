import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorAndTimes, claimColumns } from './durable-columns';

// Plans in draft (issue 26, point 4; lib/drafts/server): a manager's changes to a range of one
// organization, kept by Shiftdesk and invisible to the workers until published. Publishing runs on
// the durable core like a copy: every line is committed as pending before any call, each line's
// outcome is committed before the next call, a stop mid-call is looked for before writing again.
// Upstream ids are text; times are epoch ms.

export const draftStates = ['open', 'publishing', 'published', 'discarded'] as const;
export type DraftState = (typeof draftStates)[number];
export const draftUndoStates = ['undoing', 'undone'] as const;

export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    /** The range planned: [from, to). */
    fromMs: bigint('from_ms', { mode: 'number' }).notNull(),
    toMs: bigint('to_ms', { mode: 'number' }).notNull(),
    state: text('state', { enum: draftStates }).notNull().default('open'),
    /** Undo of what the publish wrote (null: not asked). */
    undoState: text('undo_state', { enum: draftUndoStates }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedById: text('published_by_id'),
    publishedByEmail: text('published_by_email'),
    /** One announcement card to this conversation once published (optional). */
    announceConversationId: text('announce_conversation_id'),
    ...authorAndTimes(),
  },
  (t) => [
    index('drafts_organization_idx').on(t.organizationId, t.state),
    check('drafts_state_known', sql`${t.state} in ('open', 'publishing', 'published', 'discarded')`),
    check('drafts_range_forward', sql`${t.toMs} > ${t.fromMs}`),
  ],
);

export const draftLineKinds = ['create', 'move', 'assign', 'unassign', 'delete'] as const;
export type DraftLineKind = (typeof draftLineKinds)[number];
export const draftLineSources = ['hand', 'copy', 'auto-fill', 'template'] as const;
export type DraftLineSource = (typeof draftLineSources)[number];

/**
 * One change of a draft:
 *   drafted --publish--> pending --claim--> writing --> done | skipped | conflict | failed | uncertain
 * skipped: nothing left to do when it came to be written (a slot filled meanwhile, a person already
 * off); conflict: the item changed in the product since the line was drafted (not written, for the
 * manager); failed: the service refused (retryable); uncertain: a person decides.
 * `mayExist`: a write may have happened without its answer, so the next claim looks first.
 * Undo, per line that wrote: pending -> undoing -> undone, or failed.
 */
export const draftLineStates = ['drafted', 'pending', 'writing', 'done', 'skipped', 'conflict', 'failed', 'uncertain'] as const;
export type DraftLineState = (typeof draftLineStates)[number];
export const draftLineUndoStates = ['pending', 'undoing', 'undone', 'failed'] as const;

/** A line's payload: create: the new item; move: its new times (and, once written, where from); delete, once written: what Undo makes again. */
export type DraftLinePayload = Record<string, unknown>;

export const draftLines = pgTable(
  'draft_lines',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: draftLineKinds }).notNull(),
    /** The live item the line changes; null for an item the draft creates (then `localKey`). */
    itemId: text('item_id'),
    /** The draft's own name for an item it creates: the create line and the lines on that item share it. */
    localKey: text('local_key'),
    /** The person of an assign or unassign. */
    userId: text('user_id'),
    payload: jsonb('payload').$type<DraftLinePayload>().notNull().default({}),
    source: text('source', { enum: draftLineSources }).notNull().default('hand'),
    /** Why the line is there, in words (auto-fill's reasons, a hand line's warnings gone ahead with). */
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    /** The proposal an auto-fill line came from. */
    proposalId: text('proposal_id'),
    // What the line saw when drafted: a live item at other times at publish is a conflict.
    /** Its name then: a publish's skipped and conflict lines say which item they were on. */
    seenName: text('seen_name'),
    seenStart: bigint('seen_start', { mode: 'number' }),
    seenEnd: bigint('seen_end', { mode: 'number' }),
    seenHolders: jsonb('seen_holders').$type<string[]>().notNull().default([]),
    state: text('state', { enum: draftLineStates }).notNull().default('drafted'),
    /** Why a line was skipped or is a conflict, in words. */
    outcome: text('outcome'),
    mayExist: boolean('may_exist').notNull().default(false),
    /** The item a create line made (recorded before anything is assigned to it). */
    writtenItemId: text('written_item_id'),
    undoState: text('undo_state', { enum: draftLineUndoStates }),
    ...claimColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_lines_draft_position_idx').on(t.draftId, t.position),
    index('draft_lines_state_idx').on(t.state),
    index('draft_lines_undo_state_idx').on(t.undoState),
    check('draft_lines_state_known', sql`${t.state} in ('drafted', 'pending', 'writing', 'done', 'skipped', 'conflict', 'failed', 'uncertain')`),
    check('draft_lines_names_an_item', sql`${t.itemId} is not null or ${t.localKey} is not null`),
    check('draft_lines_person_for_staffing', sql`${t.kind} not in ('assign', 'unassign') or ${t.userId} is not null`),
    check('draft_lines_made_kept', sql`${t.kind} <> 'create' or ${t.state} <> 'done' or ${t.writtenItemId} is not null`),
  ],
);

/** Per organization: weeks before this instant were published and are never re-planned by auto-fill. */
export const publishedUntil = pgTable('published_until', {
  organizationId: text('organization_id').primaryKey(),
  untilMs: bigint('until_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
