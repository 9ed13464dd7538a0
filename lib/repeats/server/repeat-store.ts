import 'server-only';
import { and, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
// The rule and expansion files themselves, not the feature's index: the rolling pass (and its
// bench, outside Next) never loads the input schemas and what they import.
import type { SeriesTimes } from '@/lib/repeats/expand-series';
import { repeatRuleSchema } from '@/lib/repeats/repeat-rule';
import { repeatOccurrences as o, repeatSeries as s, repeatSettings } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where series and their occurrences are kept (lib/server/db/schema/repeats.ts).

export type Series = typeof s.$inferSelect;
export type OccurrenceRow = typeof o.$inferSelect;
export type NewSeries = typeof s.$inferInsert;

/** How far ahead series are written when an organization has not said. */
export const REPEAT_HORIZON_WEEKS = 4;

/** The series' times as the expansion reads them; a rule that no longer parses expands to nothing. */
export function timesOf(series: Series): SeriesTimes | null {
  const rule = repeatRuleSchema.safeParse(series.rule);
  if (!rule.success) return null;
  return { rule: rule.data, startDate: series.startDate, startTime: series.startTime, durationMinutes: series.durationMinutes, timeZone: series.timeZone, lastDate: series.lastDate };
}

export async function insertSeries(db: Db, values: NewSeries): Promise<Series> {
  const [row] = await db.insert(s).values(values).returning();
  return row as Series;
}

export async function getSeries(db: Db, id: string): Promise<Series | null> {
  const [row] = await db.select().from(s).where(eq(s.id, id));
  return row ?? null;
}

export async function updateSeries(db: Db, id: string, values: Partial<NewSeries>): Promise<Series | null> {
  const [row] = await db.update(s).set({ ...values, updatedAt: new Date() }).where(eq(s.id, id)).returning();
  return row ?? null;
}

/** Series that may still have days to write: not ended before `fromDay`. */
export async function liveSeries(db: Db, fromDay: string): Promise<Series[]> {
  return db.select().from(s).where(or(isNull(s.lastDate), gte(s.lastDate, fromDay)));
}

/** The days each series already has a row for, from `fromDay` on. */
export async function keysFrom(db: Db, seriesIds: readonly string[], fromDay: string): Promise<Map<string, Set<string>>> {
  const byId = new Map<string, Set<string>>(seriesIds.map((id) => [id, new Set()]));
  if (seriesIds.length === 0) return byId;
  const rows = await db
    .select({ seriesId: o.seriesId, key: o.occurrenceKey })
    .from(o)
    .where(and(inArray(o.seriesId, [...seriesIds]), gte(o.occurrenceKey, fromDay)));
  for (const row of rows) byId.get(row.seriesId)?.add(row.key);
  return byId;
}

/** Commits the rows of days to write (before any call); a day another pass wrote first is left as it is. */
export async function insertOccurrences(db: Db, rows: (typeof o.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(o).values(rows).onConflictDoNothing().returning({ id: o.id });
  return inserted.length;
}

export async function getOccurrence(db: Db, id: string): Promise<OccurrenceRow | null> {
  const [row] = await db.select().from(o).where(eq(o.id, id));
  return row ?? null;
}

export async function occurrencesOf(db: Db, seriesId: string): Promise<OccurrenceRow[]> {
  return db.select().from(o).where(eq(o.seriesId, seriesId)).orderBy(o.occurrenceKey);
}

export async function updateOccurrence(db: Db, id: string, values: Partial<typeof o.$inferInsert>): Promise<void> {
  await db.update(o).set({ ...values, updatedAt: new Date() }).where(eq(o.id, id));
}

/** Items other occurrences made at this instant: never taken for this one's. */
export async function itemsOfOthersAt(db: Db, row: OccurrenceRow): Promise<Set<string>> {
  const rows = await db
    .select({ itemId: o.itemId })
    .from(o)
    .where(and(eq(o.organizationId, row.organizationId), eq(o.start, row.start), ne(o.id, row.id), isNotNull(o.itemId)));
  return new Set(rows.map((r) => r.itemId as string));
}

export async function horizonWeeksOf(db: Db, organizationIds: readonly string[]): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db.select().from(repeatSettings).where(inArray(repeatSettings.organizationId, [...organizationIds]));
  return new Map(rows.map((r) => [r.organizationId, r.horizonWeeks]));
}

export async function saveHorizonWeeks(db: Db, organizationId: string, horizonWeeks: number): Promise<void> {
  await db
    .insert(repeatSettings)
    .values({ organizationId, horizonWeeks })
    .onConflictDoUpdate({ target: repeatSettings.organizationId, set: { horizonWeeks, updatedAt: new Date() } });
}

/** The series an item is an occurrence of, if any. */
export async function seriesOfItem(db: Db, itemId: string): Promise<string | null> {
  const [row] = await db.select({ seriesId: o.seriesId }).from(o).where(eq(o.itemId, itemId)).limit(1);
  return row?.seriesId ?? null;
}

/**
 * Undo of an end: rows the end has not reached keep their items (the change is called off); rows it
 * removed wait to be made again as they were (`restore`). Null while a row is mid-change (the end
 * is applying it this moment): the caller's transaction is then rolled back.
 */
export async function bringBackRemoved(db: Db, seriesId: string, endKey: string): Promise<number | null> {
  const ofEnd = and(eq(o.seriesId, seriesId), eq(o.changeKey, endKey));
  await db.update(o).set({ changeState: null, updatedAt: new Date() }).where(and(ofEnd, inArray(o.changeState, ['waiting', 'failed'])));
  const [busy] = await db.select({ id: o.id }).from(o).where(and(ofEnd, eq(o.changeState, 'applying'))).limit(1);
  if (busy) return null;
  const rows = await db
    .update(o)
    .set({ state: 'pending', itemId: null, mayExist: false, removedByEnd: null, ruleBreaks: null, attempts: 0, changeState: null, updatedAt: new Date() })
    .where(and(eq(o.seriesId, seriesId), eq(o.state, 'removed'), eq(o.removedByEnd, endKey)))
    .returning({ id: o.id });
  return rows.length;
}

/** The organization's horizon in weeks (the default when it has not set one). */
export async function horizonWeeksOfOrganization(db: Db, organizationId: string): Promise<number> {
  return (await horizonWeeksOf(db, [organizationId])).get(organizationId) ?? REPEAT_HORIZON_WEEKS;
}
