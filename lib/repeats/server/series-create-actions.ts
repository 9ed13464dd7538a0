import 'server-only';
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { AppError } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import { createSeriesInputSchema, repeatItemInputSchema, type SeriesFields } from '@/lib/repeats';
import { currentItem, needsOfItem } from '@/lib/schedule/server';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { rollRepeatsSoon } from './repeat-passes';
import * as store from './repeat-store';
import { acceptedAfter, overrideDetail, requireConfirmedSeries } from './series-check';
import { MINUTE, type SeriesView, viewOf, seriesColumns, author, seriesTarget, auditedSeries } from './series-action-support';

// Creating a series: fresh, or from an existing item (Repeat…), asked about like any write.

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
