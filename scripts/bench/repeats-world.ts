import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { composeApp } from '@/lib/server/app/compose-app';
import { openDatabase } from '@/lib/server/db';
import { organizationEntries, repeatOccurrences, repeatSeries } from '@/lib/server/db/schema';
import { appEnvAgainst } from '@/test/support/app-against-emulator';
import type { EmulatorHarness, SeedInfo } from '@/test/support/emulator-harness';

// The bench's world (repeats.bench.test.ts): the app composed on a PGlite folder against the
// emulator, 100 weekly series in it, and the tally of what the service holds per series and day.

export const timeZone = 'Europe/Berlin';
export const TITLE = 'Bench repeat';
/** The shortest the app allows (longer than one write): the pass after a kill waits this long for the rows caught mid-call. */
export const LEASE_SECONDS = 20;

export type Setup = { url: string; seed: SeedInfo; dir: string };

export async function compose({ url, seed, dir }: Setup) {
  const env = appEnvAgainst({ url } as EmulatorHarness, seed, dir, { COPY_LEASE_SECONDS: String(LEASE_SECONDS) });
  const opened = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const app = composeApp(env, opened.db);
  return { services: app.services, close: async () => (await app.close(), await opened.close()) };
}

/** `count` weekly series from next Monday, one weekday each, told apart by title. */
export async function addSeries(setup: Setup, count: number): Promise<string> {
  const { services, close } = await compose(setup);
  const organizationId = setup.seed.organizations[0]!.id;
  await services.db.insert(organizationEntries).values({ organizationId, timeZone }).onConflictDoNothing();
  const today = Temporal.Now.plainDateISO(timeZone);
  const monday = today.add({ days: 8 - today.dayOfWeek }).toString();
  await services.db.insert(repeatSeries).values(
    Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      organizationId,
      rule: { frequency: 'weekly', weekdays: [(i % 7) + 1], interval: 1, ends: { kind: 'never' } },
      rrule: '',
      startDate: monday,
      startTime: `${String(6 + (i % 12)).padStart(2, '0')}:00`,
      durationMinutes: 480,
      timeZone,
      type: 'MULTI_ASSIGNEE_SHIFT',
      title: `${TITLE} ${i + 1}`,
    })),
  );
  await close();
  return organizationId;
}

const dayOf = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate().toString();

export type Tally = { rows: number; done: number; items: number; doubles: number; missing: number; strays: number; unrecorded: number };

/**
 * The service's items of the bench's series counted per (series, day) against the database's
 * occurrence rows: doubles (items beyond one a day), missing days, items on no row's day (strays),
 * and items no row recorded as its own.
 */
export async function tally(setup: Setup, organizationId: string): Promise<Tally> {
  const { services, close } = await compose(setup);
  try {
    const rows = await services.db
      .select({ key: repeatOccurrences.occurrenceKey, itemId: repeatOccurrences.itemId, state: repeatOccurrences.state, title: repeatSeries.title })
      .from(repeatOccurrences)
      .innerJoin(repeatSeries, eq(repeatSeries.id, repeatOccurrences.seriesId));
    const items = (await services.upstream.listCalendarItems(organizationId, { from: Date.now() - 86_400_000, to: Date.now() + 40 * 86_400_000 })).filter((item) => item.name?.startsWith(`${TITLE} `) && !item.deleted);
    const perDay = new Map<string, number>();
    for (const item of items) {
      const key = `${item.name}@${dayOf(item.start)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    const expected = new Set(rows.map((row) => `${row.title}@${row.key}`));
    const recorded = new Set(rows.map((row) => row.itemId));
    return {
      rows: rows.length,
      done: rows.filter((row) => row.state === 'done').length,
      items: items.length,
      doubles: [...perDay.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      missing: [...expected].filter((key) => !perDay.has(key)).length,
      strays: [...perDay.keys()].filter((key) => !expected.has(key)).length,
      unrecorded: items.filter((item) => !recorded.has(item.id)).length,
    };
  } finally {
    await close();
  }
}
