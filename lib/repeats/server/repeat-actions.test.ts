import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAction, runRoute, type AppServices } from '@/lib/server/access';
import type { RepeatMarks } from '@/lib/repeats';
import { answerRepeatMarks, repeatMarksRoute } from './repeat-marks-route';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as actions from './repeat-actions';
import { repeatRollIdle } from './repeat-passes';
import { rollRepeats } from './roll-repeats';
import { getSeries, occurrencesOf } from './repeat-store';

// The repeat actions through the whole pipeline (role, validation, scope, audit) against the
// emulator over HTTP and a real PGlite database, with the rolling pass run between them.

const emu = emulatorForFile('demo');
const timeZone = 'America/New_York';
const file = schedulerAgainstEmulator(emu, { timeZone });
const app = file.app;
let organizationId: string, opened: OpenedDatabase, scheduler: SessionUser, viewer: SessionUser, services: AppServices;
beforeAll(() => void ({ organizationId, opened, scheduler, viewer, services } = file));

const run = <K extends 'createSeries' | 'repeatItem' | 'editOccurrence' | 'editFollowing' | 'editSeries' | 'endSeries' | 'undoEndSeries' | 'setHorizon'>(name: K, input: unknown, user = scheduler) =>
  runAction(actions[`${name}Definition`] as never, actions[name] as never, input, { user, services }) as Promise<{ ok: boolean; data?: Record<string, unknown>; error?: { kind: string; fieldErrors?: Record<string, string[]> } }>;

/** Days from today in the organization's zone. */
const day = (days: number) => Temporal.Now.plainDateISO(timeZone).add({ days }).toString();
const wall = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime().toString().slice(0, 16);
const fields = (title: string) => ({ type: 'MULTI_ASSIGNEE_SHIFT', title, notes: '', startTime: '07:00', durationMinutes: 480, needs: 1, people: [] });
const daily = (count: number) => ({ frequency: 'daily', ends: { kind: 'count', count } });
const itemsNamed = async (title: string) =>
  (await services.upstream.listCalendarItems(organizationId, { from: Date.now() - 86_400_000, to: Date.now() + 60 * 86_400_000 })).filter((item) => item.name === title && !item.deleted).sort((a, b) => a.start - b.start);
/** The pass an action asked for (in the background) is over, then one more: every due day is settled. */
const settle = async () => {
  await repeatRollIdle(services);
  await rollRepeats(services);
};
const byKey = async (seriesId: string) => new Map((await occurrencesOf(opened.db, seriesId)).map((row) => [row.occurrenceKey, row]));

async function rolledSeries(title: string, count: number, startIn = 1) {
  const created = await run('createSeries', { organizationId, startDate: day(startIn), rule: daily(count), ...fields(title) });
  expect(created).toMatchObject({ ok: true, data: { words: `Every day, ${count} times` } });
  await settle();
  return created.data!.seriesId as string;
}

describe('creating a series', () => {
  it('is a scheduler’s: a viewer is refused, bad input is refused next to its field, and nothing is stored', async () => {
    const good = { organizationId, startDate: day(1), rule: daily(3), ...fields('Refused') };
    expect(await run('createSeries', good, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await run('createSeries', { ...good, rule: { frequency: 'weekly', weekdays: [], ends: { kind: 'never' } } })).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { 'rule.weekdays': ['Pick at least one day'] } } });
    expect(await run('createSeries', { ...good, startTime: '25:00', durationMinutes: 5 })).toMatchObject({ ok: false, error: { fieldErrors: { startTime: ['A time like 07:00'], durationMinutes: ['At least 15 minutes'] } } });
    expect(await run('setHorizon', { organizationId, horizonWeeks: 13 })).toMatchObject({ ok: false, error: { fieldErrors: { horizonWeeks: ['Weeks, from 1 to 12'] } } });
    await settle();
    expect(await itemsNamed('Refused')).toEqual([]);
  });

  it('from an item: the item is its first occurrence, and the rest are made beside it', async () => {
    const start = Temporal.PlainDate.from(day(2)).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from('22:00') }).epochMilliseconds;
    const item = await services.upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night watch', start, end: start + 8 * 3_600_000, timeZoneName: timeZone });
    const made = await run('repeatItem', { organizationId, itemId: item.id, rule: { frequency: 'weekly', weekdays: [Temporal.PlainDate.from(day(2)).dayOfWeek], ends: { kind: 'count', count: 3 } } });
    expect(made).toMatchObject({ ok: true });
    expect(await run('repeatItem', { organizationId, itemId: item.id, rule: daily(2) })).toMatchObject({ ok: false, error: { fieldErrors: { itemId: ['This item already repeats'] } } });
    await settle();
    const items = await itemsNamed('Night watch');
    expect(items.map((i) => wall(i.start))).toEqual([0, 7, 14].map((d) => `${Temporal.PlainDate.from(day(2)).add({ days: d })}T22:00`));
    expect(items[0]!.id).toBe(item.id);
  });
});

describe('editing', () => {
  it('“this one” changes one item and detaches it; “all” then changes every other future one', async () => {
    const seriesId = await rolledSeries('Till', 4);
    const rows = await byKey(seriesId);
    const one = rows.get(day(2))!;
    const moved = { organizationId, occurrenceId: one.id, title: 'Till (late)', notes: '', start: one.start + 2 * 3_600_000, end: one.end + 2 * 3_600_000 };
    expect(await run('editOccurrence', moved)).toMatchObject({ ok: true, data: { state: 'detached' } });
    expect(await run('editSeries', { organizationId, seriesId, ...fields('Till'), title: 'Till 2', startTime: '06:00' })).toMatchObject({ ok: true, data: { updated: 3, detached: 0 } });
    expect((await itemsNamed('Till 2')).map((i) => wall(i.start))).toEqual([1, 3, 4].map((d) => `${day(d)}T06:00`));
    expect((await itemsNamed('Till (late)')).map((i) => wall(i.start))).toEqual([`${day(2)}T09:00`]);
    await settle();
    expect(await itemsNamed('Till 2')).toHaveLength(3);
    expect(await run('editSeries', { organizationId, seriesId, ...fields('Till'), type: 'MEETING' })).toMatchObject({ ok: false, error: { fieldErrors: { type: [expect.stringContaining('keeps its type')] } } });
  });

  it('“this and following” ends the series the day before and moves its future, untouched occurrences to a new one; one moved by hand stays', async () => {
    const seriesId = await rolledSeries('Dock', 6);
    const rows = await byKey(seriesId);
    const byHand = rows.get(day(5))!;
    await services.upstream.patchCalendarItem(byHand.itemId!, { start: String(byHand.start + 3_600_000), end: String(byHand.end + 3_600_000) });
    const split = await run('editFollowing', { organizationId, occurrenceId: rows.get(day(3))!.id, rule: daily(4), ...fields('Dock'), startTime: '09:00' });
    expect(split).toMatchObject({ ok: true, data: { updated: 3, detached: 1, removed: 0, words: 'Every day, 4 times' } });
    expect(await getSeries(opened.db, seriesId)).toMatchObject({ lastDate: day(2) });
    const next = await getSeries(opened.db, split.data!.seriesId as string);
    expect(next).toMatchObject({ startDate: day(3), startTime: '09:00', splitFrom: seriesId });
    await settle();
    // Days 1-2 at 07:00 (the old series), 3, 4 and 6 at 09:00 (the new one, 4 times from day 3), day 5 as the manager left it.
    expect((await itemsNamed('Dock')).map((i) => wall(i.start))).toEqual([`${day(1)}T07:00`, `${day(2)}T07:00`, `${day(3)}T09:00`, `${day(4)}T09:00`, `${day(5)}T08:00`, `${day(6)}T09:00`]);
    expect((await byKey(next!.id)).get(day(5))!.state).toBe('detached');
  });
});

describe('“all” and the people of occurrences already made', () => {
  it('puts the series’ new people on its untouched occurrences and takes off the ones it no longer names', async () => {
    // Two people with nothing else in those days, so no double booking holds them back (that is roll-repeats.test.ts's).
    const busy = new Set((await services.upstream.listCalendarItems(organizationId, { from: Date.now() - 86_400_000, to: Date.now() + 5 * 86_400_000 })).flatMap((item) => item.members.map((m) => m.userId)));
    const people = app.seed().users.filter((u) => u.organizationIds.includes(organizationId) && !busy.has(u.id)).map((u) => u.id);
    const [ana, ben] = [people[0]!, people[1]!];
    const seriesId = await rolledSeries('Lobby', 2);
    const onItems = async () => (await itemsNamed('Lobby')).map((item) => item.members.filter((m) => m.status === 'ASSIGNED' || m.status === 'ACCEPTED').map((m) => m.userId).sort());
    expect(await onItems()).toEqual([[], []]);
    expect(await run('editSeries', { organizationId, seriesId, ...fields('Lobby'), people: [ana, ben] })).toMatchObject({ ok: true, data: { updated: 2 } });
    await settle();
    expect(await onItems()).toEqual([[ana, ben].sort(), [ana, ben].sort()]);
    expect(await run('editSeries', { organizationId, seriesId, ...fields('Lobby'), people: [ben] })).toMatchObject({ ok: true, data: { updated: 2 } });
    await settle();
    expect(await onItems()).toEqual([[ben], [ben]]);
  });
});

describe('ending a series', () => {
  it('removes only its future, untouched occurrences; Undo makes them again', async () => {
    const seriesId = await rolledSeries('Porch', 5);
    const rows = await byKey(seriesId);
    const byHand = rows.get(day(4))!;
    await services.upstream.patchCalendarItem(byHand.itemId!, { start: String(byHand.start - 3_600_000), end: String(byHand.end) });
    expect(await run('endSeries', { organizationId, seriesId, fromDate: day(3) }, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await run('endSeries', { organizationId, seriesId, fromDate: day(3) })).toMatchObject({ ok: true, data: { removed: 2, detached: 1, lastDate: day(2) } });
    await settle();
    expect((await itemsNamed('Porch')).map((i) => wall(i.start))).toEqual([`${day(1)}T07:00`, `${day(2)}T07:00`, `${day(4)}T06:00`]);
    const ended = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'repeat.series_ended'), eq(auditLog.targetId, seriesId)));
    expect(ended).toHaveLength(1);

    expect(await run('undoEndSeries', { organizationId, seriesId })).toMatchObject({ ok: true, data: { broughtBack: 2, lastDate: null } });
    await settle();
    expect((await itemsNamed('Porch')).map((i) => wall(i.start))).toEqual([`${day(1)}T07:00`, `${day(2)}T07:00`, `${day(3)}T07:00`, `${day(4)}T06:00`, `${day(5)}T07:00`]);
    expect(await run('undoEndSeries', { organizationId, seriesId })).toMatchObject({ ok: false, error: { fieldErrors: { seriesId: ['Not ended: nothing to undo'] } } });
  });

  it('refuses a series of another organization as not found, changing nothing', async () => {
    const seriesId = await rolledSeries('Gate', 2);
    const other = app.seed().organizations[1]!.id;
    await upsertOrganizationEntry(opened.db, { organizationId: other, timeZone });
    expect(await run('endSeries', { organizationId: other, seriesId })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await itemsNamed('Gate')).toHaveLength(2);
  });
});

describe('the boards’ read of repeat marks', () => {
  const read = (query: string, user: SessionUser | null = viewer) =>
    runRoute(repeatMarksRoute, answerRepeatMarks, new Request(`http://app.test/api/organizations/${organizationId}/repeats${query}`), { organizationId }, { user, services });

  it('marks the occurrences of a range with the series’ rule in words; one edited alone is the manager’s and not marked', async () => {
    const seriesId = await rolledSeries('Desk', 3);
    const rows = await byKey(seriesId);
    const alone = rows.get(day(2))!;
    expect(await run('editOccurrence', { organizationId, occurrenceId: alone.id, title: 'Desk', notes: '', start: alone.start, end: alone.end + 3_600_000 })).toMatchObject({ ok: true });
    const from = Date.now();
    const response = await read(`?from=${from}&to=${from + 10 * 86_400_000}`);
    expect(response.status).toBe(200);
    const marks = (await response.json()) as RepeatMarks;
    const ofSeries = Object.entries(marks).filter(([, mark]) => mark.seriesId === seriesId);
    expect(ofSeries.map(([itemId]) => itemId).sort()).toEqual([rows.get(day(1))!.itemId, rows.get(day(3))!.itemId].sort());
    expect(ofSeries[0]![1]).toMatchObject({ words: 'Every day, 3 times', ended: false, fields: { title: 'Desk', startTime: '07:00', durationMinutes: 480 } });
    // A range before the series: nothing of it.
    const before = (await (await read(`?from=${from - 10 * 86_400_000}&to=${from - 86_400_000}`)).json()) as RepeatMarks;
    expect(Object.values(before).filter((mark) => mark.seriesId === seriesId)).toEqual([]);
  });

  it('refuses a bad range next to its field, and a signed-out caller', async () => {
    const bad = await read('?from=10&to=abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fieldErrors: { to: expect.arrayContaining(['Must be epoch milliseconds']) } } });
    expect((await read('?from=1&to=2', null)).status).toBe(401);
  });
});
