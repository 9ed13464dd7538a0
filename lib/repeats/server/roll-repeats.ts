import 'server-only';
import { randomUUID } from 'node:crypto';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { expandSeries } from '@/lib/repeats/expand-series';
import type { AppServices } from '@/lib/server/access';
import { repeatOccurrences } from '@/lib/server/db/schema';
import { earliestLease, recoverAbandoned, recoveredCount, waitingRows } from '@/lib/server/durable/durable-rows';
import { workClaimedEach } from '@/lib/server/durable/claim-ahead';
import { workRow, type Claimed } from '@/lib/server/durable/durable-worker';
import { addDays, dayOf } from '@/lib/time/zoned-days';
import { DAY_MS } from '@/lib/time/units';
import { assignStep, createStep } from './occurrence-steps';
import * as store from './repeat-store';
import type { OccurrenceRow, Series } from './repeat-store';
import { occurrenceQueue, occurrenceTrack } from './repeat-track';

// The rolling pass (docs/decisions/repeating-shifts.md): every series is expanded from now to its
// organization's horizon, a row is committed for each day that has none (the database alone: when
// nothing is due the pass asks the service nothing), then each waiting row is worked through its
// steps on the durable core. A day that has a row is never written again, whatever became of its item.

/** Rows worked at once: the service takes one write at a time per item, many items side by side. */
export const ROLL_CONCURRENCY = 8;

export type RollResult = { recovered: number; planned: number; worked: number; nextLeaseEnd: Date | null };

/** The first day a pass at `now` looks at (two days back: any zone's today is in). */
const fromDayOf = (now: number) => addDays(dayOf(now, 'UTC'), -2);

/** Commits a row for every day of every series from `now` to its horizon that has none yet. */
export async function planOccurrences(services: AppServices, now: number, seriesList?: readonly Series[]): Promise<number> {
  const fromDay = fromDayOf(now);
  const all = seriesList ?? (await store.liveSeries(services.db, fromDay));
  const horizons = await store.horizonWeeksOf(services.db, [...new Set(all.map((s) => s.organizationId))]);
  const rows: (typeof repeatOccurrences.$inferInsert)[] = [];
  const expanded = all.flatMap((series) => {
    const times = store.timesOf(series);
    if (!times) return [];
    const horizon = now + (horizons.get(series.organizationId) ?? store.REPEAT_HORIZON_WEEKS) * 7 * DAY_MS;
    return [{ series, days: expandSeries(times, { from: now, to: horizon }) }];
  });
  const known = await store.keysFrom(services.db, expanded.map((e) => e.series.id), fromDay);
  for (const { series, days } of expanded) {
    for (const day of days) {
      if (known.get(series.id)?.has(day.key)) continue;
      rows.push({ id: randomUUID(), seriesId: series.id, organizationId: series.organizationId, occurrenceKey: day.key, start: day.start, end: day.end });
    }
  }
  return store.insertOccurrences(services.db, rows);
}

const durableDepsOf = (services: AppServices) => ({ db: services.db, leaseMs: services.env.copyLeaseMs });

/** What one pass looks up once: each series, and whether each organization is still in Shiftdesk's entry points (nothing is written into one that left). */
export type PassLookups = { series: Map<string, Promise<Series | null>>; inScope: Map<string, Promise<boolean>> };
/** `known`: series the pass has read already (its planning read): not read again, one at a time. */
export const passLookups = (known: readonly Series[] = []): PassLookups => ({ series: new Map(known.map((series) => [series.id, Promise.resolve(series)])), inScope: new Map() });

function once<T>(map: Map<string, Promise<T>>, key: string, look: () => Promise<T>): Promise<T> {
  if (!map.has(key)) map.set(key, look());
  return map.get(key) as Promise<T>;
}

/** Works one occurrence until done, failed or uncertain, or until another worker holds it; `claimed`: its first claim is already taken. */
export async function workOccurrence(services: AppServices, rowId: string, lookups: PassLookups, claimed?: Claimed<OccurrenceRow>): Promise<void> {
  let justMade: CalendarItem | undefined;
  await workRow<OccurrenceRow>(durableDepsOf(services), occurrenceTrack, rowId, async (held) => {
    const { seriesId, organizationId } = held.row;
    const series = await once(lookups.series, seriesId, () => store.getSeries(services.db, seriesId));
    const inScope = await once(lookups.inScope, organizationId, async () => (await services.scope(services.db, { organizations: [organizationId] })).outside === null);
    if (!series || !inScope) {
      await held.retryLater(held.working === 'creating' ? 'pending' : 'created', { message: 'The organization is not in Shiftdesk’s entry points.', kind: 'out_of_scope', upstreamStatus: null }, 60 * 60_000);
      return false;
    }
    if (held.working === 'creating') {
      const made = await createStep(services, series, held);
      if (made && made !== 'found') justMade = made;
      return made !== null;
    }
    await assignStep(services, series, held, justMade);
    return false;
  }, claimed);
}

/** One pass: recover what a stopped process left, plan what is due, work what waits. */
export async function rollRepeats(services: AppServices, options: { now?: number; idleMs?: number } = {}): Promise<RollResult> {
  const now = options.now ?? Date.now();
  const recovered = recoveredCount(await recoverAbandoned(services.db, occurrenceTrack));
  const live = await store.liveSeries(services.db, fromDayOf(now));
  const planned = await planOccurrences(services, now, live);
  const waiting = await waitingRows<OccurrenceRow>(services.db, [occurrenceTrack], { ...occurrenceQueue, idleMs: options.idleMs });
  const lookups = passLookups(live);
  // First claims a few rows per statement; each row then goes on by itself (its later steps, its result).
  await workClaimedEach<OccurrenceRow>(durableDepsOf(services), occurrenceTrack, waiting.map((row) => row.id), ROLL_CONCURRENCY, (claimed) => workOccurrence(services, claimed.row.id, lookups, claimed));
  return { recovered, planned, worked: waiting.length, nextLeaseEnd: await earliestLease(services.db, repeatOccurrences) };
}
