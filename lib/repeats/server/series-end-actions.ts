import 'server-only';
import { AppError } from '@/lib/errors';
import { endSeriesInputSchema, setHorizonInputSchema, undoEndSeriesInputSchema } from '@/lib/repeats';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { addDays, dayOf } from '@/lib/time/zoned-days';
import { rollRepeatsSoon } from './repeat-passes';
import * as store from './repeat-store';
import type { Series } from './repeat-store';
import { endKeyOf, type SeriesView, type AppliedView, viewOf, changeFuture, seriesOf, seriesTarget, future } from './series-action-support';

// Ending a series and undoing that, and the organization's rolling horizon.

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
