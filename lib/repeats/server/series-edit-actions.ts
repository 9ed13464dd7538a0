import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import { editFollowingInputSchema, editOccurrenceInputSchema, editSeriesInputSchema } from '@/lib/repeats';
import { currentItem, requireConfirmedMove } from '@/lib/schedule/server';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { addDays } from '@/lib/time/zoned-days';
import { rollRepeatsSoon } from './repeat-passes';
import * as store from './repeat-store';
import { acceptedAfter, madeOf, overrideDetail, peopleToJudge, requireConfirmedSeries } from './series-check';
import type { Series } from './repeat-store';
import { type AppliedView, viewOf, changeFuture, seriesOf, occurrenceOf, seriesColumns, author, seriesTarget, auditedSeries, future } from './series-action-support';

// Editing a series: "this one", "this and following" (a split) and "all".

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
