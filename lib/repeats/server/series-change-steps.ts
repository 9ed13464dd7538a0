import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { expandSeries, type Occurrence } from '@/lib/repeats/expand-series';
import { needsOfItem, saveNeeds } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import type { Held } from '@/lib/server/durable/durable-worker';
import { lookBeforeWrite, type Lookup } from '@/lib/server/durable/look-before-write';
import { describeFailure, type Problem } from '@/lib/server/durable/write-failure';
import { auditChangeProblem, auditChangedItem } from './repeat-audit';
import * as store from './repeat-store';
import type { OccurrenceRow, Series } from './repeat-store';

// One occurrence's share of a series' change (series-change-track.ts), under a claim: what "all",
// "this and following" and "end" do to it. Not made yet: it follows the new series or is removed,
// in the database alone. Made: its item is read first (the look); one a manager changed by hand
// (gone, or its times differ from the ones Shiftdesk wrote) is left as it is and leaves the series;
// an untouched one takes the new times and fields, or is deleted with what it was kept on the row,
// so an Undo makes exactly it again. A stop or a lost answer mid-write leaves `changeMayExist`: the
// next claim then takes the item as written when it already shows the write (deleted, or at the
// new times), and never writes twice what it can see was done.

const MADE = ['created', 'done'];
const DAY_MS = 86_400_000;

const sameTimes = (item: CalendarItem, times: { start: number; end: number }) => item.start === times.start && item.end === times.end;
const gone = (item: CalendarItem | null): item is null => !item || item.deleted === true;
const holds = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

async function readItem(services: AppServices, itemId: string): Promise<CalendarItem | null> {
  try {
    return await services.upstream.getCalendarItem(itemId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** The new series' occurrence on this row's day, or null when it has none (the row is removed). */
function dayIn(target: Series | null, row: OccurrenceRow): Occurrence | null {
  const times = target ? store.timesOf(target) : null;
  if (!times) return null;
  return expandSeries(times, { from: row.start - 2 * DAY_MS, to: row.start + 2 * DAY_MS }).find((day) => day.key === row.occurrenceKey) ?? null;
}

/** The service was busy or away: the change waits this long, then a pass takes it up again by itself. */
const RETRY_AFTER_MS = 60_000;
const worthRetrying = (problem: Problem) => problem.upstreamStatus === 429 || problem.upstreamStatus === 503 || problem.kind === 'unavailable' || problem.kind === 'rate_limited';

/** A problem: retried later by itself when the service was busy or away; else the change fails (or is uncertain) for a person, audited. */
async function failed(services: AppServices, held: Held<OccurrenceRow>, to: 'failed' | 'uncertain', problem: Problem) {
  if (to === 'failed' && worthRetrying(problem)) return void (await held.retryLater('waiting', problem, RETRY_AFTER_MS));
  const row = await held.fail(to, problem);
  if (row) await auditChangeProblem(services.db, row);
}

/** Deletes the untouched item of a removed occurrence, once: what it was is committed first, for an Undo. */
async function removeItem(services: AppServices, held: Held<OccurrenceRow>, item: CalendarItem): Promise<void> {
  const { row } = held;
  const restore = { name: item.name ?? null, notes: item.notes ?? null, people: item.members.flatMap((m) => (m.userId && holds(item, m.userId) ? [m.userId] : [])), needs: await needsOfItem(services.db, row.organizationId, item.id) };
  if (!(await held.commit({ restore }))) return;
  const outcome = await lookBeforeWrite<true, true>({
    mayExist: false,
    look: async (): Promise<Lookup<true>> => (gone(await readItem(services, item.id)) ? { found: true } : { none: true }),
    write: async () => {
      try {
        await services.upstream.deleteCalendarItem(item.id);
      } catch (error) {
        // Gone already (deleted between the read and now): nothing left to delete.
        if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
      }
      return true;
    },
    markMayExist: () => held.commit({ changeMayExist: true }),
  });
  if ('lost' in outcome) return;
  if ('problem' in outcome) return failed(services, held, outcome.to, outcome.problem);
  const done = await held.finish('applied', { state: 'removed', removedByEnd: row.changeKey, changeMayExist: false });
  if (done) await auditChangedItem(services.db, done, 'calendar_item.deleted', { before: { name: item.name ?? null, start: item.start, end: item.end } });
}

/** Patches the untouched item of an occurrence the new series keeps: times and fields, needs, people. */
async function updateItem(services: AppServices, held: Held<OccurrenceRow>, item: CalendarItem, target: Series, day: Occurrence): Promise<void> {
  const { row } = held;
  const patch = { start: String(day.start), end: String(day.end), name: target.title || null, notes: target.notes || null };
  const outcome = await lookBeforeWrite<CalendarItem, CalendarItem>({
    mayExist: row.changeMayExist,
    look: async (): Promise<Lookup<CalendarItem>> => {
      const now = await readItem(services, item.id);
      return now && !gone(now) && sameTimes(now, day) && (now.name ?? null) === patch.name ? { found: now } : { none: true };
    },
    write: () => services.upstream.patchCalendarItem(item.id, patch),
    markMayExist: () => held.commit({ changeMayExist: true }),
  });
  if ('lost' in outcome) return;
  if ('problem' in outcome) return failed(services, held, outcome.to, outcome.problem);
  try {
    await saveNeeds(services.db, row.organizationId, item.id, target.needs);
    // Whoever the series no longer names comes off; whoever it names and is not on goes on through the assigning step.
    for (const userId of (row.changePeopleBefore ?? []).filter((p) => !target.people.includes(p) && item.members.some((m) => m.userId === p))) {
      try {
        await services.upstream.removeCalendarItemMember(item.id, userId);
      } catch (error) {
        if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
      }
    }
  } catch (error) {
    // Taking people off is safe to do again: the change waits for a person to save again.
    return failed(services, held, 'failed', describeFailure(error));
  }
  const assign = target.people.some((userId) => !holds(item, userId));
  const done = await held.finish('applied', { seriesId: target.id, start: day.start, end: day.end, changeMayExist: false, restore: null, ...(assign ? { state: 'created', ruleBreaks: null } : {}) });
  if (done) await auditChangedItem(services.db, done, 'calendar_item.updated', { before: { name: item.name ?? null, start: item.start, end: item.end }, after: { name: patch.name, start: day.start, end: day.end } });
}

/** The change step of one row (its claim held in `applying`). */
export async function applyChangeStep(services: AppServices, held: Held<OccurrenceRow>): Promise<void> {
  const { row } = held;
  const target = row.changeTo ? await store.getSeries(services.db, row.changeTo) : null;
  const day = dayIn(target, row);
  if (!MADE.includes(row.state) || !row.itemId) {
    // Not made (pending, failed): the database alone. The occurrence track waits for this change to finish.
    const values = day && target ? { seriesId: target.id, start: day.start, end: day.end, state: 'pending' } : { state: 'removed', removedByEnd: row.changeKey };
    await held.finish('applied', { ...values, changeMayExist: false });
    return;
  }
  let item: CalendarItem | null;
  try {
    item = await readItem(services, row.itemId);
  } catch (error) {
    return failed(services, held, 'failed', describeFailure(error));
  }
  // After a stop or a lost answer, what the write would leave counts as ours: deleted, or at the new times.
  if (gone(item)) {
    await held.finish('applied', { state: row.changeMayExist && !day ? 'removed' : 'detached', removedByEnd: row.changeMayExist && !day ? row.changeKey : null, changeMayExist: false });
    return;
  }
  const untouched = sameTimes(item, row) || (row.changeMayExist && day !== null && sameTimes(item, day));
  if (!untouched) {
    await held.finish('applied', { state: 'detached', changeMayExist: false });
    return;
  }
  if (day && target) return updateItem(services, held, item, target, day);
  return removeItem(services, held, item);
}
