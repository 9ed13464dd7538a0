import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorAndTimes, claimColumns } from './durable-columns';

// Repeating shifts (docs/decisions/repeating-shifts.md). The service has no recurrence, so
// Shiftdesk keeps each series and writes ordinary calendar items for it on a rolling horizon. The
// occurrence row of a day is committed before its item is created, so a restart never makes it
// twice; a row is never deleted, so a day the manager deleted or moved by hand is never made again.

export const repeatSeries = pgTable(
  'repeat_series',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    /** The rule as picked (lib/repeats/repeat-rule.ts) and as RFC 5545 text (DTSTART;TZID=…, RRULE:…). */
    rule: jsonb('rule').notNull(),
    rrule: text('rrule').notNull(),
    startDate: text('start_date').notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Ended or split: no occurrence after this day. Null: as the rule says. */
    lastDate: text('last_date'),
    /** What lastDate was before the last "end": an Undo puts it back. */
    lastDateBeforeEnd: text('last_date_before_end'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The item's fields.
    type: text('type').notNull(),
    title: text('title'),
    notes: text('notes'),
    needs: integer('needs').notNull().default(1),
    people: jsonb('people').$type<string[]>().notNull().default([]),
    /** The series this one was split from ("this and following"). */
    splitFrom: text('split_from'),
    /**
     * The occurrences (by day) whose double bookings or rule breaks the manager went ahead with when
     * saving the series, and why: the rolling pass puts the people on those as confirmed (issue 27,
     * point 4); any other day's break still holds them back.
     */
    acceptedBreaks: jsonb('accepted_breaks').$type<{ reason: string | null; keys: string[] }>(),
    ...authorAndTimes(),
  },
  (t) => [index('repeat_series_organization_idx').on(t.organizationId)],
);

/**
 *   pending --claim--> creating --item id committed--> created --claim--> assigning --> done
 * failed (the service refused: tried again on a later pass), uncertain (it may have made the item
 * and nobody can tell: a person decides), detached (edited alone, or found deleted or moved by
 * hand: the series leaves it be), removed (the series ended or split before it: its item deleted,
 * or never made). `ruleBreaks`: why the series' people were not put on it (a double booking or a
 * working-time rule), for the manager to see.
 */
export const occurrenceStates = ['pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'detached', 'removed'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

export const repeatOccurrences = pgTable(
  'repeat_occurrences',
  {
    id: text('id').primaryKey(),
    seriesId: text('series_id')
      .notNull()
      .references(() => repeatSeries.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    /** The local start day (YYYY-MM-DD): one row per day of a series, ever. */
    occurrenceKey: text('occurrence_key').notNull(),
    /** The times written to (or to be written to) its item. */
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }).notNull(),
    itemId: text('item_id'),
    state: text('state', { enum: occurrenceStates }).notNull().default('pending'),
    mayExist: boolean('may_exist').notNull().default(false),
    ruleBreaks: jsonb('rule_breaks').$type<string[]>(),
    /** The end that removed it ("removed" rows an Undo brings back). */
    removedByEnd: text('removed_by_end'),
    /**
     * A change of its series applied to this row as a second track of durable work (lib/repeats/server/series-change-track.ts):
     * waiting --claim--> applying --> applied | failed | uncertain. `changeTo`: the series it now follows (null: removed);
     * `changeKey`: the action that asked (an end's key, for its progress and Undo); `changeMayExist`: the write may have
     * happened (a lost answer, a stop mid-step): look before writing again; `changePeopleBefore`: whom the series named
     * before (they come off an untouched item the new series no longer names).
     */
    changeState: text('change_state'),
    changeTo: text('change_to'),
    changeKey: text('change_key'),
    changeMayExist: boolean('change_may_exist').notNull().default(false),
    changePeopleBefore: jsonb('change_people_before').$type<string[]>(),
    /** What a removed occurrence's item was (name, notes, people, needs): an Undo makes exactly it again. */
    restore: jsonb('restore').$type<{ name: string | null; notes: string | null; people: string[]; needs: number }>(),
    ...claimColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repeat_occurrences_series_key_idx').on(t.seriesId, t.occurrenceKey),
    index('repeat_occurrences_state_idx').on(t.state),
    index('repeat_occurrences_item_idx').on(t.itemId),
    index('repeat_occurrences_change_idx').on(t.changeState),
    check('repeat_occurrences_state_known', sql`${t.state} in ('pending', 'creating', 'created', 'assigning', 'done', 'failed', 'uncertain', 'detached', 'removed')`),
    check('repeat_occurrences_item_kept', sql`${t.state} not in ('created', 'assigning', 'done') or ${t.itemId} is not null`),
  ],
);

/** How far ahead an organization's series are written (default: REPEAT_HORIZON_WEEKS). */
export const repeatSettings = pgTable('repeat_settings', {
  organizationId: text('organization_id').primaryKey(),
  horizonWeeks: integer('horizon_weeks').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
