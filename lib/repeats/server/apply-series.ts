import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { expandSeries, type Occurrence } from '@/lib/repeats/expand-series';
import { saveNeeds } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { repeatOccurrences as o } from '@/lib/server/db/schema';
import type { OccurrenceRow, Series } from './repeat-store';
import * as store from './repeat-store';

// What "all", "this and following" and "end" do to a series' future occurrences: each one nobody
// changed by hand takes the series' new times and fields (or is removed when the series no longer
// has its day); each one a manager changed by hand is left as it is and leaves the series.
//
// "Changed by hand" (touched) is read from the service, never guessed: the occurrence's item is
// gone (deleted) or its start or end differs from the times Shiftdesk wrote. A rename alone is not
// a touch (an "all" edit is expected to rename). Rows a worker holds right now (creating,
// assigning) are left to it: the next "all" or pass sees them settled.

export type Applied = { updated: string[]; removed: string[]; detached: string[] };

/** Untouched and still the series' to change: not made yet, or made and as Shiftdesk wrote it. */
const MADE = ['created', 'done'] as const;
const NOT_MADE = ['pending', 'failed'] as const;

async function itemsOf(services: AppServices, organizationId: string, rows: readonly OccurrenceRow[]): Promise<Map<string, CalendarItem>> {
  const made = rows.filter((row) => row.itemId);
  if (made.length === 0) return new Map();
  const starts = made.map((row) => row.start);
  // The service lists by start: one read spanning every made occurrence's written start (a moved one is looked up alone).
  const listed = await services.upstream.listCalendarItems(organizationId, { from: Math.min(...starts), to: Math.max(...starts) });
  const byId = new Map(listed.map((item) => [item.id, item]));
  for (const row of made) {
    if (byId.has(row.itemId as string)) continue;
    try {
      byId.set(row.itemId as string, await services.upstream.getCalendarItem(row.itemId as string));
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
    }
  }
  return byId;
}

const touched = (row: OccurrenceRow, item: CalendarItem | undefined) => !item || item.deleted || item.start !== row.start || item.end !== row.end;

const holds = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

/**
 * The series' people on an occurrence already made: whoever the series no longer names comes off;
 * whoever it names and is not on goes on through the assigning step (the row waits as "created"),
 * with the same double-booking and working-time check as when it was made. True: it waits so.
 */
async function applyPeople(services: AppServices, item: CalendarItem, peopleBefore: readonly string[], people: readonly string[]): Promise<boolean> {
  for (const userId of peopleBefore.filter((p) => !people.includes(p) && item.members.some((m) => m.userId === p))) {
    try {
      await services.upstream.removeCalendarItemMember(item.id, userId);
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
    }
  }
  return people.some((userId) => !holds(item, userId));
}

/**
 * Applies `target` (a series with its new fields; null: none, the series ended) to the given future
 * occurrences of one organization. `endKey`: what removed rows are marked with, for an Undo.
 * `peopleBefore`: the series' people before the change, whom its untouched occurrences lose when
 * the target no longer names them.
 */
export async function applySeries(services: AppServices, organizationId: string, rows: readonly OccurrenceRow[], target: Series | null, endKey?: string, peopleBefore: readonly string[] = []): Promise<Applied> {
  const applied: Applied = { updated: [], removed: [], detached: [] };
  const times = target ? store.timesOf(target) : null;
  const keep = new Map<string, Occurrence>();
  if (target && times && rows.length) {
    const from = Math.min(...rows.map((r) => r.start)) - 2 * 86_400_000;
    const to = Math.max(...rows.map((r) => r.start)) + 2 * 86_400_000;
    for (const day of expandSeries(times, { from, to })) keep.set(day.key, day);
  }
  if (target) {
    // Every day the target series also has moves to it first, whatever its state (changed by hand,
    // being made this moment): the target then has a row for that day and never makes it again.
    const taken = rows.filter((row) => keep.has(row.occurrenceKey) && row.seriesId !== target.id).map((row) => row.id);
    if (taken.length) await services.db.update(o).set({ seriesId: target.id, updatedAt: new Date() }).where(inArray(o.id, taken));
  }
  const items = await itemsOf(services, organizationId, rows.filter((row) => (MADE as readonly string[]).includes(row.state)));
  for (const row of rows) {
    const day = keep.get(row.occurrenceKey);
    const whileWaiting = and(eq(o.id, row.id), inArray(o.state, [...NOT_MADE]));
    if ((NOT_MADE as readonly string[]).includes(row.state)) {
      // Not made yet: only if it is still waiting (a pass may be claiming it this moment).
      const values = day && target ? { seriesId: target.id, start: day.start, end: day.end, state: 'pending' as const } : { state: 'removed' as const, removedByEnd: endKey ?? null };
      const moved = await services.db.update(o).set({ ...values, updatedAt: new Date() }).where(whileWaiting).returning({ id: o.id });
      if (moved.length) (day && target ? applied.updated : applied.removed).push(row.id);
      continue;
    }
    if (!(MADE as readonly string[]).includes(row.state)) continue;
    const item = items.get(row.itemId as string);
    if (touched(row, item)) {
      await store.updateOccurrence(services.db, row.id, { state: 'detached' });
      applied.detached.push(row.id);
      continue;
    }
    if (day && target) {
      await services.upstream.patchCalendarItem(row.itemId as string, { start: String(day.start), end: String(day.end), name: target.title || null, notes: target.notes || null });
      await saveNeeds(services.db, organizationId, row.itemId as string, target.needs);
      const assign = await applyPeople(services, item as CalendarItem, peopleBefore, target.people);
      await store.updateOccurrence(services.db, row.id, { seriesId: target.id, start: day.start, end: day.end, ...(assign ? { state: 'created' as const, ruleBreaks: null } : {}) });
      applied.updated.push(row.id);
    } else {
      try {
        await services.upstream.deleteCalendarItem(row.itemId as string);
      } catch (error) {
        if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
      }
      await store.updateOccurrence(services.db, row.id, { state: 'removed', removedByEnd: endKey ?? null });
      applied.removed.push(row.id);
    }
  }
  return applied;
}
