import 'server-only';
import { AppError } from '@/lib/errors';
import { ruleInWords, seriesRRuleText, type RepeatRule, type SeriesFields } from '@/lib/repeats';
import type { ActionContext } from '@/lib/server/access/types';
import * as store from './repeat-store';
import type { OccurrenceRow, Series } from './repeat-store';
import { changeOutcome, planSeriesChange, workSeriesChangeNow, type SeriesChange } from './series-changes';

// What the repeat actions share: their views of a series, the look-ups that refuse another
// organization's rows, the columns and audit fields of a series, and a change sent to future rows.

export const MINUTE = 60_000;

/** An end's key: its rows' changeKey and removedByEnd, so its Undo finds exactly what it removed. */
export const endKeyOf = (endedAt: Date) => endedAt.toISOString();

/** The result every series action answers with: enough for the editor to show it. */
export type SeriesView = { seriesId: string; words: string; rrule: string; lastDate: string | null };
/** What a change did by the time the action answers; `changing`: occurrences still being changed in the background (the drawer follows them). */
export type AppliedView = SeriesView & { updated: number; removed: number; detached: number; changing: number; failed: number };

export const viewOf = (series: Series): SeriesView => ({
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
export async function changeFuture(ctx: ActionContext, rows: readonly OccurrenceRow[], change: SeriesChange) {
  const waiting = await planSeriesChange(ctx.db, rows, change);
  if (waiting) await workSeriesChangeNow(ctx.services, change.key);
  return { changeKey: change.key, ...(await changeOutcome(ctx.db, change.key)) };
}

export const notFound = (what: string) => new AppError('not_found', `This ${what} is not one of this organization’s.`);

export async function seriesOf(ctx: ActionContext, organizationId: string, seriesId: string): Promise<Series> {
  const series = await store.getSeries(ctx.db, seriesId);
  if (!series || series.organizationId !== organizationId) throw notFound('repeating shift');
  return series;
}

export async function occurrenceOf(ctx: ActionContext, organizationId: string, occurrenceId: string): Promise<OccurrenceRow> {
  const row = await store.getOccurrence(ctx.db, occurrenceId);
  if (!row || row.organizationId !== organizationId) throw notFound('occurrence');
  return row;
}

/** The stored series' columns for a rule and fields. */
export function seriesColumns(rule: RepeatRule, startDate: string, timeZone: string, fields: SeriesFields) {
  const rrule = seriesRRuleText({ rule, startDate, startTime: fields.startTime, durationMinutes: fields.durationMinutes, timeZone });
  return { rule, rrule, startDate, timeZone, startTime: fields.startTime, durationMinutes: fields.durationMinutes, type: fields.type, title: fields.title || null, notes: fields.notes || null, needs: fields.needs, people: fields.people };
}

export const author = (ctx: ActionContext) => ({ createdById: ctx.user.id, createdByEmail: ctx.user.email });
export const seriesTarget = (series: Series) => ({ type: 'repeat_series', id: series.id });
export const auditedSeries = (series: Series) => ({ rrule: series.rrule, startTime: series.startTime, durationMinutes: series.durationMinutes, title: series.title, notes: series.notes, needs: series.needs, people: series.people, lastDate: series.lastDate });
/** Occurrences still to come (a past one is history, whatever its state). */
export const future = (rows: readonly OccurrenceRow[], fromKey = '') => rows.filter((row) => row.start >= Date.now() && row.occurrenceKey >= fromKey);
