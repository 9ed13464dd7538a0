import 'server-only';
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { AppError } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import {
  createSeriesInputSchema,
  editFollowingInputSchema,
  editOccurrenceInputSchema,
  editSeriesInputSchema,
  endSeriesInputSchema,
  repeatItemInputSchema,
  ruleInWords,
  seriesRRuleText,
  setHorizonInputSchema,
  undoEndSeriesInputSchema,
  type RepeatRule,
  type SeriesFields,
} from '@/lib/repeats';
import { currentItem, needsOfItem, requireConfirmedMove } from '@/lib/schedule/server';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionContext, ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { addDays, dayOf } from '@/lib/time/zoned-days';
import { rollRepeatsSoon } from './repeat-passes';
import * as store from './repeat-store';
import { acceptedAfter, madeOf, overrideDetail, peopleToJudge, requireConfirmedSeries } from './series-check';
import type { OccurrenceRow, Series } from './repeat-store';
import { changeOutcome, planSeriesChange, workSeriesChangeNow, type SeriesChange } from './series-changes';

// The repeat actions (scheduler and up, inside the scope guard, audited by the pipeline): create a
// series fresh or from an item; edit "this one", "this and following" or "all"; end a series and
// undo that; the organization's horizon. They change Shiftdesk's rows and the items of future,
// untouched occurrences; the rolling pass (roll-repeats.ts) writes what becomes due.

const MINUTE = 60_000;

/** An end's key: its rows' changeKey and removedByEnd, so its Undo finds exactly what it removed. */
const endKeyOf = (endedAt: Date) => endedAt.toISOString();

/** The result every series action answers with: enough for the editor to show it. */
export type SeriesView = { seriesId: string; words: string; rrule: string; lastDate: string | null };
/** What a change did by the time the action answers; `changing`: occurrences still being changed in the background (the drawer follows them). */
export type AppliedView = SeriesView & { updated: number; removed: number; detached: number; changing: number; failed: number };

const viewOf = (series: Series): SeriesView => ({
  seriesId: series.id,
  words: store.timesOf(series) ? ruleInWords(store.timesOf(series)!.rule, series.startDate) : 'Repeats',
  rrule: series.rrule,
  lastDate: series.lastDate,
});

/**
 * A change of the series' future occurrences on the durable core (series-changes.ts): committed on
 * their rows first, then worked at once; the action waits a little for it and answers what is done
 * (the rest goes on in the background, and after a restart in the rolling pass).
 */
async function changeFuture(ctx: ActionContext, rows: readonly OccurrenceRow[], change: SeriesChange) {
  const waiting = await planSeriesChange(ctx.db, rows, change);
  if (waiting) await workSeriesChangeNow(ctx.services, change.key);
  return { changeKey: change.key, ...(await changeOutcome(ctx.db, change.key)) };
}

const notFound = (what: string) => new AppError('not_found', `This ${what} is not one of this organization’s.`);

async function seriesOf(ctx: ActionContext, organizationId: string, seriesId: string): Promise<Series> {
  const series = await store.getSeries(ctx.db, seriesId);
  if (!series || series.organizationId !== organizationId) throw notFound('repeating shift');
  return series;
}

async function occurrenceOf(ctx: ActionContext, organizationId: string, occurrenceId: string): Promise<OccurrenceRow> {
  const row = await store.getOccurrence(ctx.db, occurrenceId);
  if (!row || row.organizationId !== organizationId) throw notFound('occurrence');
  return row;
}

/** The stored series' columns for a rule and fields. */
function seriesColumns(rule: RepeatRule, startDate: string, timeZone: string, fields: SeriesFields) {
  const rrule = seriesRRuleText({ rule, startDate, startTime: fields.startTime, durationMinutes: fields.durationMinutes, timeZone });
  return { rule, rrule, startDate, timeZone, startTime: fields.startTime, durationMinutes: fields.durationMinutes, type: fields.type, title: fields.title || null, notes: fields.notes || null, needs: fields.needs, people: fields.people };
}

const author = (ctx: ActionContext) => ({ createdById: ctx.user.id, createdByEmail: ctx.user.email });
const seriesTarget = (series: Series) => ({ type: 'repeat_series', id: series.id });
const auditedSeries = (series: Series) => ({ rrule: series.rrule, startTime: series.startTime, durationMinutes: series.durationMinutes, title: series.title, notes: series.notes, needs: series.needs, people: series.people, lastDate: series.lastDate });
/** Occurrences still to come (a past one is history, whatever its state). */
const future = (rows: readonly OccurrenceRow[], fromKey = '') => rows.filter((row) => row.start >= Date.now() && row.occurrenceKey >= fromKey);

type CreateInput = typeof createSeriesInputSchema;
export const createSeriesDefinition = { input: createSeriesInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.series_created' } } satisfies ActionDefinition<CreateInput>;

export const createSeries = (async (input, ctx) => {
  await requireOrganizationMembers(ctx.services, input.organizationId, input.people);
  const timeZone = await organizationTimeZone(ctx.db, input.organizationId);
  const columns = seriesColumns(input.rule, input.startDate, timeZone, input);
  const override = await requireConfirmedSeries(ctx.services, input.organizationId, { times: columns, type: input.type, people: input.people }, input);
  const series = await store.insertSeries(ctx.db, { id: randomUUID(), organizationId: input.organizationId, ...columns, acceptedBreaks: acceptedAfter(null, override), ...author(ctx) });
  ctx.audit({ target: seriesTarget(series), after: auditedSeries(series), detail: { organizationId: input.organizationId, ...overrideDetail(override) } });
  rollRepeatsSoon(ctx.services);
  return viewOf(series);
}) satisfies ActionHandler<CreateInput, SeriesView>;

type RepeatItemInput = typeof repeatItemInputSchema;
export const repeatItemDefinition = {
  input: repeatItemInputSchema,
  role: 'scheduler',
  scope: (input) => ({ organizations: [input.organizationId], item: input.itemId }),
  audit: { action: 'repeat.item_repeated', target: (input) => ({ type: 'calendar_item', id: input.itemId }) },
} satisfies ActionDefinition<RepeatItemInput>;

/** The item becomes the series' first occurrence (done, with its id); the series takes its fields, times and people. */
export const repeatItem = (async (input, ctx) => {
  const item = await currentItem(ctx.services, input.organizationId, input.itemId, ctx.scopedItem);
  if (item.type === 'TIME_OFF') throw new AppError('invalid_input', 'Time off does not repeat.', { fieldErrors: { itemId: ['Time off does not repeat'] } });
  const durationMinutes = Math.round((item.end - item.start) / MINUTE);
  if (durationMinutes > 24 * 60) throw new AppError('invalid_input', 'Only items up to 24 hours long repeat.', { fieldErrors: { itemId: ['Only items up to 24 hours long repeat'] } });
  if (await store.seriesOfItem(ctx.db, input.itemId)) throw new AppError('invalid_input', 'This item already repeats.', { fieldErrors: { itemId: ['This item already repeats'] } });
  const timeZone = await organizationTimeZone(ctx.db, input.organizationId);
  const start = Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(timeZone);
  const fields: SeriesFields = {
    type: item.type as SeriesFields['type'],
    title: item.name ?? '',
    notes: item.notes ?? '',
    startTime: start.toPlainTime().toString().slice(0, 5),
    durationMinutes,
    needs: input.needs ?? (await needsOfItem(ctx.db, input.organizationId, item.id)),
    people: item.members.flatMap((m) => (m.userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED') ? [m.userId] : [])),
  };
  const startDate = start.toPlainDate().toString();
  const columns = seriesColumns(input.rule, startDate, timeZone, fields);
  const override = await requireConfirmedSeries(ctx.services, input.organizationId, { times: columns, type: item.type, people: fields.people }, input, { skip: new Set([startDate]) });
  const series = await store.insertSeries(ctx.db, { id: randomUUID(), organizationId: input.organizationId, ...columns, acceptedBreaks: acceptedAfter(null, override), ...author(ctx) });
  await store.insertOccurrences(ctx.db, [{ id: randomUUID(), seriesId: series.id, organizationId: input.organizationId, occurrenceKey: startDate, start: item.start, end: item.end, itemId: item.id, state: 'done' }]);
  ctx.audit({ after: auditedSeries(series), detail: { organizationId: input.organizationId, seriesId: series.id, ...overrideDetail(override) } });
  rollRepeatsSoon(ctx.services);
  return viewOf(series);
}) satisfies ActionHandler<RepeatItemInput, SeriesView>;

type EditOneInput = typeof editOccurrenceInputSchema;
export const editOccurrenceDefinition = {
  input: editOccurrenceInputSchema,
  role: 'scheduler',
  // The occurrence's item is named too, so the guard reads it (and refuses one outside the scope).
  scope: async (input, { db }) => {
    const row = await store.getOccurrence(db, input.occurrenceId);
    return { organizations: [input.organizationId], ...(row?.itemId && row.organizationId === input.organizationId ? { item: row.itemId } : {}) };
  },
  audit: { action: 'repeat.occurrence_edited' },
} satisfies ActionDefinition<EditOneInput>;

/** "This one": the item changed alone (its times asked about like any move); the occurrence leaves the series. */
export const editOccurrence = (async (input, ctx) => {
  const row = await occurrenceOf(ctx, input.organizationId, input.occurrenceId);
  if (!row.itemId) throw new AppError('invalid_input', 'This occurrence is not made yet; change the series instead.', { fieldErrors: { occurrenceId: ['Not made yet: change the series instead'] } });
  const before = await currentItem(ctx.services, input.organizationId, row.itemId, ctx.scopedItem);
  const moved = before.start !== input.start || before.end !== input.end;
  const ruleBreaks = moved ? await requireConfirmedMove(ctx.services, input.organizationId, before, input, { confirmConflicts: input.confirmConflicts, ruleBreakReason: input.ruleBreakReason }) : null;
  await ctx.services.upstream.patchCalendarItem(row.itemId, { name: input.title || null, notes: input.notes || null, start: String(input.start), end: String(input.end) });
  await store.updateOccurrence(ctx.db, row.id, { state: 'detached' });
  ctx.audit({
    target: { type: 'calendar_item', id: row.itemId },
    before: { name: before.name ?? null, notes: before.notes ?? null, start: before.start, end: before.end },
    after: { name: input.title || null, notes: input.notes || null, start: input.start, end: input.end },
    detail: { organizationId: input.organizationId, seriesId: row.seriesId, occurrenceKey: row.occurrenceKey, ...(ruleBreaks ? { ruleBreaks } : {}) },
  });
  return { occurrenceId: row.id, itemId: row.itemId, state: 'detached' as const };
}) satisfies ActionHandler<EditOneInput, { occurrenceId: string; itemId: string; state: 'detached' }>;

type EditFollowingInput = typeof editFollowingInputSchema;
export const editFollowingDefinition = { input: editFollowingInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.series_split' } } satisfies ActionDefinition<EditFollowingInput>;

/** "This and following": the series ends the day before the occurrence; a new series starts on its day and takes over its future, untouched occurrences. */
export const editFollowing = (async (input, ctx) => {
  const row = await occurrenceOf(ctx, input.organizationId, input.occurrenceId);
  const old = await seriesOf(ctx, input.organizationId, row.seriesId);
  await requireOrganizationMembers(ctx.services, input.organizationId, input.people);
  const nextColumns = seriesColumns(input.rule, row.occurrenceKey, old.timeZone, input);
  const judged = { times: nextColumns, type: input.type, people: peopleToJudge(old, { ...nextColumns, people: input.people }) };
  const override = await requireConfirmedSeries(ctx.services, input.organizationId, judged, input, madeOf(future(await store.occurrencesOf(ctx.db, old.id), row.occurrenceKey)));
  const dayBefore = addDays(row.occurrenceKey, -1);
  const ended = await store.updateSeries(ctx.db, old.id, { lastDate: old.lastDate && old.lastDate < dayBefore ? old.lastDate : dayBefore });
  const next = await store.insertSeries(ctx.db, { id: randomUUID(), organizationId: input.organizationId, ...nextColumns, acceptedBreaks: acceptedAfter(old.acceptedBreaks, override), splitFrom: old.id, ...author(ctx) });
  const applied = await changeFuture(ctx, future(await store.occurrencesOf(ctx.db, old.id), row.occurrenceKey), { key: randomUUID(), to: next, peopleBefore: old.people });
  ctx.audit({ target: seriesTarget(next), before: auditedSeries(old), after: auditedSeries(next), detail: { organizationId: input.organizationId, splitFrom: old.id, fromDate: row.occurrenceKey, oldLastDate: ended?.lastDate, ...applied, ...overrideDetail(override) } });
  rollRepeatsSoon(ctx.services);
  return { ...viewOf(next), ...applied };
}) satisfies ActionHandler<EditFollowingInput, AppliedView>;

type EditAllInput = typeof editSeriesInputSchema;
export const editSeriesDefinition = { input: editSeriesInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.series_edited' } } satisfies ActionDefinition<EditAllInput>;

/** "All": the series' fields and times of day, for it and its future, untouched occurrences (the rule itself changes through "this and following"). */
export const editSeries = (async (input, ctx) => {
  const series = await seriesOf(ctx, input.organizationId, input.seriesId);
  if (input.type !== series.type) throw new AppError('invalid_input', 'A repeating shift keeps its type.', { fieldErrors: { type: ['A repeating shift keeps its type: end it and start another'] } });
  await requireOrganizationMembers(ctx.services, input.organizationId, input.people);
  const times = store.timesOf(series);
  if (!times) throw new AppError('invalid_input', 'This series’ rule can no longer be read; end it and start another.');
  const { startDate: _start, timeZone: _zone, rule: _rule, ...columns } = seriesColumns(times.rule, series.startDate, series.timeZone, input);
  const judged = { times: { ...times, startTime: columns.startTime, durationMinutes: columns.durationMinutes }, type: series.type, people: peopleToJudge(series, { ...columns, rule: series.rule }) };
  const override = await requireConfirmedSeries(ctx.services, input.organizationId, judged, input, madeOf(future(await store.occurrencesOf(ctx.db, series.id))));
  const updated = (await store.updateSeries(ctx.db, series.id, { ...columns, acceptedBreaks: acceptedAfter(series.acceptedBreaks, override) })) as Series;
  const applied = await changeFuture(ctx, future(await store.occurrencesOf(ctx.db, series.id)), { key: randomUUID(), to: updated, peopleBefore: series.people });
  ctx.audit({ target: seriesTarget(series), before: auditedSeries(series), after: auditedSeries(updated), detail: { organizationId: input.organizationId, ...applied, ...overrideDetail(override) } });
  rollRepeatsSoon(ctx.services);
  return { ...viewOf(updated), ...applied };
}) satisfies ActionHandler<EditAllInput, AppliedView>;

type EndInput = typeof endSeriesInputSchema;
export const endSeriesDefinition = { input: endSeriesInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.series_ended' } } satisfies ActionDefinition<EndInput>;

/** Ends a series from a day (today by default): its future, untouched occurrences are removed; the ones changed by hand stay. Undo: undoEndSeries. */
export const endSeries = (async (input, ctx) => {
  const series = await seriesOf(ctx, input.organizationId, input.seriesId);
  const today = dayOf(Date.now(), series.timeZone);
  const from = input.fromDate && input.fromDate > today ? input.fromDate : today;
  const lastDate = addDays(from, -1);
  const endedAt = new Date();
  const ended = (await store.updateSeries(ctx.db, series.id, { lastDate: series.lastDate && series.lastDate < lastDate ? series.lastDate : lastDate, lastDateBeforeEnd: series.lastDate, endedAt })) as Series;
  const applied = await changeFuture(ctx, future(await store.occurrencesOf(ctx.db, series.id), from), { key: endKeyOf(endedAt), to: null, peopleBefore: series.people });
  ctx.audit({ target: seriesTarget(series), before: { lastDate: series.lastDate }, after: { lastDate: ended.lastDate }, detail: { organizationId: input.organizationId, ...applied } });
  return { ...viewOf(ended), ...applied };
}) satisfies ActionHandler<EndInput, AppliedView>;

type UndoEndInput = typeof undoEndSeriesInputSchema;
export const undoEndSeriesDefinition = { input: undoEndSeriesInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.series_end_undone' } } satisfies ActionDefinition<UndoEndInput>;

/**
 * Undoes the last end, in one transaction: the series runs as before; occurrences the end has not
 * reached yet keep their items; the ones it removed wait to be made again exactly as they were
 * (times, name, notes, people, needs kept on the row), durably, by the rolling pass. The ones
 * changed by hand were never removed.
 */
export const undoEndSeries = (async (input, ctx) => {
  const series = await seriesOf(ctx, input.organizationId, input.seriesId);
  if (!series.endedAt) throw new AppError('invalid_input', 'This repeating shift was not ended.', { fieldErrors: { seriesId: ['Not ended: nothing to undo'] } });
  const { back, reopened } = await ctx.db.transaction(async (tx) => {
    const back = await store.bringBackRemoved(tx, series.id, endKeyOf(series.endedAt as Date));
    if (back === null) throw new AppError('conflict', 'This repeating shift is still being ended: try Undo again in a moment.');
    return { back, reopened: (await store.updateSeries(tx, series.id, { lastDate: series.lastDateBeforeEnd, lastDateBeforeEnd: null, endedAt: null })) as Series };
  });
  ctx.audit({ target: seriesTarget(series), before: { lastDate: series.lastDate }, after: { lastDate: reopened.lastDate }, detail: { organizationId: input.organizationId, broughtBack: back } });
  rollRepeatsSoon(ctx.services);
  return { ...viewOf(reopened), broughtBack: back };
}) satisfies ActionHandler<UndoEndInput, SeriesView & { broughtBack: number }>;

type HorizonInput = typeof setHorizonInputSchema;
export const setHorizonDefinition = { input: setHorizonInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'repeat.horizon_set' } } satisfies ActionDefinition<HorizonInput>;

export const setHorizon = (async (input, ctx) => {
  const before = await store.horizonWeeksOfOrganization(ctx.db, input.organizationId);
  await store.saveHorizonWeeks(ctx.db, input.organizationId, input.horizonWeeks);
  ctx.audit({ target: { type: 'organization', id: input.organizationId }, before: { horizonWeeks: before }, after: { horizonWeeks: input.horizonWeeks } });
  rollRepeatsSoon(ctx.services);
  return { organizationId: input.organizationId, horizonWeeks: input.horizonWeeks };
}) satisfies ActionHandler<HorizonInput, { organizationId: string; horizonWeeks: number }>;
