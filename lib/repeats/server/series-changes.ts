import 'server-only';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { repeatOccurrences as o } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { recoverAbandoned, recoveredCount, waitingRows } from '@/lib/server/durable/durable-rows';
import { workEach, workRow } from '@/lib/server/durable/durable-worker';
import { errorFields, log } from '@/lib/server/log/logger';
import { expandSeries } from '@/lib/repeats/expand-series';
import { applyChangeStep } from './series-change-steps';
import { changeQueue, isChanging, seriesChangeTrack } from './series-change-track';
import * as store from './repeat-store';
import type { OccurrenceRow, Series } from './repeat-store';

// A series' change on the durable core: the action commits it on every future occurrence it
// concerns (planSeriesChange, one transaction, before any call), then the rows are worked in the
// background of this process at once (workSeriesChangesSoon) and by every rolling pass after a
// restart (rollSeriesChanges). The drawer follows it through the occurrences still changing.

/** Rows applied at once. */
const CONCURRENCY = 8;
/** Rows a change concerns: any the series may still write or has written untouched (detached, removed and uncertain ones are left). */
const CHANGEABLE = ['pending', 'failed', 'creating', 'created', 'assigning', 'done'] as const;

export type SeriesChange = { key: string; to: Series | null; peopleBefore: readonly string[] };

/** Commits the change on these rows; a day the new series also has moves to it at once (it never makes that day again). How many rows wait. */
export async function planSeriesChange(db: Db, rows: readonly OccurrenceRow[], change: SeriesChange): Promise<number> {
  const target = change.to;
  const times = target ? store.timesOf(target) : null;
  const kept = new Set<string>();
  if (target && times && rows.length) {
    const starts = rows.map((row) => row.start);
    for (const day of expandSeries(times, { from: Math.min(...starts) - 2 * 86_400_000, to: Math.max(...starts) + 2 * 86_400_000 })) kept.add(day.key);
  }
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const taken = rows.filter((row) => target && kept.has(row.occurrenceKey) && row.seriesId !== target.id).map((row) => row.id);
    if (taken.length && target) await tx.update(o).set({ seriesId: target.id, updatedAt: new Date() }).where(inArray(o.id, taken));
    const marked = await tx
      .update(o)
      .set({ changeState: 'waiting', changeTo: target?.id ?? null, changeKey: change.key, changePeopleBefore: [...change.peopleBefore], lastError: null, updatedAt: sql`now()` })
      // A row applying an earlier change finishes that one first.
      .where(and(inArray(o.id, ids), inArray(o.state, [...CHANGEABLE]), or(isNull(o.changeState), notInArray(o.changeState, ['applying']))))
      .returning({ id: o.id });
    return marked.length;
  });
}

async function inScope(services: AppServices, organizationId: string): Promise<boolean> {
  return (await services.scope(services.db, { organizations: [organizationId] })).outside === null;
}

/** Works every waiting row (of one change when `key` is given). How many were worked. */
export async function workSeriesChanges(services: AppServices, key?: string): Promise<number> {
  const waiting = await waitingRows<OccurrenceRow>(services.db, [seriesChangeTrack], { ...changeQueue, where: key ? eq(o.changeKey, key) : undefined });
  const scope = new Map<string, Promise<boolean>>();
  await workEach(waiting, CONCURRENCY, (row) =>
    workRow<OccurrenceRow>({ db: services.db, leaseMs: services.env.copyLeaseMs }, seriesChangeTrack, row.id, async (held) => {
      if (!scope.has(held.row.organizationId)) scope.set(held.row.organizationId, inScope(services, held.row.organizationId));
      if (!(await scope.get(held.row.organizationId))) {
        await held.fail('failed', { message: 'The organization is not in Shiftdesk’s entry points.', kind: 'out_of_scope', upstreamStatus: null });
        return false;
      }
      await applyChangeStep(services, held);
      return false;
    }),
  );
  return waiting.length;
}

/** The rolling pass's share: what a stopped process left mid-change is taken up again, then every waiting change worked. */
export async function rollSeriesChanges(services: AppServices): Promise<{ changesRecovered: number; changesWorked: number }> {
  const changesRecovered = recoveredCount(await recoverAbandoned(services.db, seriesChangeTrack));
  return { changesRecovered, changesWorked: await workSeriesChanges(services) };
}

// The runs of this process, so an action can wait a little for its own and tests for all of them.
const runsOf = perServices(() => new Set<Promise<unknown>>());

/** How long an action waits for its change before it answers with the progress so far (the rest goes on in the background). */
export const CHANGE_WAIT_MS = 4_000;

/** Works one change's rows now, in the background of this process; resolves when they are worked or after `waitMs`, whichever is first. */
export async function workSeriesChangeNow(services: AppServices, key: string, waitMs = CHANGE_WAIT_MS): Promise<void> {
  const runs = runsOf(services);
  const run = workSeriesChanges(services, key).catch((error) => log().warn(errorFields(error), 'repeat change run failed'));
  runs.add(run);
  void run.finally(() => runs.delete(run));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([run, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** Resolves once every change run of this process is over. */
export async function seriesChangesIdle(services: AppServices): Promise<void> {
  while (runsOf(services).size) await Promise.all([...runsOf(services)]);
}

/** What a change did so far, by its key: the action's answer and audit. */
export async function changeOutcome(db: Db, key: string): Promise<{ updated: number; removed: number; detached: number; changing: number; failed: number }> {
  const rows = await db.select({ state: o.state, changeState: o.changeState }).from(o).where(eq(o.changeKey, key));
  const count = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length;
  const applied = (row: (typeof rows)[number]) => row.changeState === 'applied';
  return {
    removed: count((row) => applied(row) && row.state === 'removed'),
    detached: count((row) => applied(row) && row.state === 'detached'),
    updated: count((row) => applied(row) && row.state !== 'removed' && row.state !== 'detached'),
    changing: count((row) => row.changeState === 'waiting' || row.changeState === 'applying'),
    failed: count((row) => row.changeState === 'failed' || row.changeState === 'uncertain'),
  };
}

/** How many of a series' occurrences a change is still waiting on or applying (the drawer's "Ending…"). */
export async function changingCounts(db: Db, seriesIds: readonly string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: o.seriesId, n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(inArray(o.seriesId, [...seriesIds]), isChanging))
    .groupBy(o.seriesId);
  return new Map(rows.map((row) => [row.seriesId, Number(row.n)]));
}
