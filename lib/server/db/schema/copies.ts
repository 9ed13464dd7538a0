import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorAndTimes, claimColumns } from './durable-columns';

// Copies of a week, a day or chosen items to another week or day (docs/decisions/copies.md).
// The service's create has no idempotency key, so the row of each source item is what keeps an
// item from being made twice: it is committed before any call, and each step's result (the new
// item's id, each person assigned) is committed before the next call. Upstream ids are text.

export const copyStates = ['running', 'finished', 'undoing', 'undone'] as const;
export type CopyState = (typeof copyStates)[number];

export const copies = pgTable(
  'copies',
  {
    id: text('id').primaryKey(),
    // Made by the dialog when it opens: a second submit starts nothing new.
    copyKey: text('copy_key').notNull(),
    organizationId: text('organization_id').notNull(),
    timeZone: text('time_zone').notNull(),
    span: text('span', { enum: ['week', 'day'] }).notNull(),
    sourceDate: text('source_date').notNull(),
    targetDate: text('target_date').notNull(),
    withPeople: boolean('with_people').notNull(),
    /** Set when the source is a week template (no foreign key: removing a template keeps its copies' record and Undo). */
    weekTemplateId: text('week_template_id'),
    state: text('state', { enum: copyStates }).notNull().default('running'),
    ...authorAndTimes(),
  },
  (t) => [
    uniqueIndex('copies_copy_key_idx').on(t.copyKey),
    index('copies_state_idx').on(t.state),
    check('copies_state_known', sql`${t.state} in ('running', 'finished', 'undoing', 'undone')`),
  ],
);

/**
 * One source item:
 *   pending --claim--> creating --item id committed--> created --claim--> assigning --> done
 * or failed (the service refused: retryable), uncertain (it may have made the item and nobody can
 * tell which: a person decides), handled (a person marked an uncertain row as dealt with).
 * `mayExist`: a create may have happened without its answer (a lost answer, a stop mid-call), so
 * the next claim looks at the target for it before creating again.
 * Undo, per row that made an item: pending -> deleting -> deleted, or failed (retryable).
 */
export const copyRowStates = ['pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'handled'] as const;
export type CopyRowState = (typeof copyRowStates)[number];
export const copyUndoStates = ['pending', 'deleting', 'deleted', 'failed'] as const;
export type CopyUndoState = (typeof copyUndoStates)[number];

export const copyRows = pgTable(
  'copy_rows',
  {
    id: text('id').primaryKey(),
    copyId: text('copy_id')
      .notNull()
      .references(() => copies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceItemId: text('source_item_id').notNull(),
    // What is created, as computed when the copy started.
    type: text('type').notNull(),
    name: text('name'),
    notes: text('notes'),
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }).notNull(),
    timeZoneName: text('time_zone_name').notNull(),
    muteAssignmentNotifications: boolean('mute_assignment_notifications'),
    /** "Needs N" from the source's own word (a week template's row); null: read the source item's needs. */
    needs: integer('needs'),
    /** The position the made item requires, from the source's own word (a week template's row); null: read the source item's. */
    positionId: text('position_id'),
    /** The people to assign (user ids), empty without people. */
    people: jsonb('people').$type<string[]>().notNull().default([]),
    /** Those assigned so far, each committed after its assignment was read back. */
    assigned: jsonb('assigned').$type<string[]>().notNull().default([]),
    /** Items already at the target with the same type, name, start and end when the copy started: never taken for ours. */
    existingAtTarget: jsonb('existing_at_target').$type<string[]>().notNull().default([]),
    state: text('state', { enum: copyRowStates }).notNull().default('pending'),
    mayExist: boolean('may_exist').notNull().default(false),
    createdItemId: text('created_item_id'),
    undoState: text('undo_state', { enum: copyUndoStates }),
    ...claimColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('copy_rows_copy_position_idx').on(t.copyId, t.position),
    index('copy_rows_state_idx').on(t.state),
    index('copy_rows_undo_state_idx').on(t.undoState),
    check('copy_rows_state_known', sql`${t.state} in ('pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'handled')`),
    // From created on, the new item's id is never lost.
    check('copy_rows_item_kept', sql`${t.state} not in ('created', 'assigning', 'done') or ${t.createdItemId} is not null`),
    check('copy_rows_undo_needs_item', sql`${t.undoState} is null or ${t.createdItemId} is not null`),
  ],
);
