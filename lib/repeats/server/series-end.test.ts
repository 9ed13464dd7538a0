import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { needsOfItem, saveNeeds } from '@/lib/schedule/server';
import { runAction } from '@/lib/server/access';
import { auditLog, repeatOccurrences } from '@/lib/server/db/schema';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as actions from './repeat-actions';
import { repeatRollIdle } from './repeat-passes';
import { occurrencesOf } from './repeat-store';
import { rollRepeats } from './roll-repeats';
import { rollSeriesChanges, seriesChangesIdle } from './series-changes';

// Ending a series and editing "all" on the durable core (series-changes.ts), through the actions'
// pipeline against the emulator over HTTP and a real PGlite database: only future, untouched
// occurrences are removed; a lost answer is looked for, never written twice; Undo makes exactly
// what the end removed (times, name, people, needs).

const emu = emulatorForFile('demo');
const timeZone = 'America/New_York';
const file = schedulerAgainstEmulator(emu, { timeZone });
const DAY = 86_400_000;

type Answer = { ok: boolean; data?: Record<string, unknown>; error?: { kind: string; message: string } };
const run = (name: 'createSeries' | 'endSeries' | 'undoEndSeries' | 'editSeries', input: Record<string, unknown>) =>
  runAction(actions[`${name}Definition`] as never, actions[name] as never, { organizationId: file.organizationId, ...input }, { user: file.scheduler, services: file.services }) as Promise<Answer>;

const day = (days: number) => Temporal.Now.plainDateISO(timeZone).add({ days }).toString();
const dayOfItem = (item: CalendarItem) => Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(timeZone).toPlainDate().toString();
// 03:00 for an hour: clear of the demo's own shifts, so the series' people are never held back.
const fields = (title: string, people: string[] = []) => ({ type: 'MULTI_ASSIGNEE_SHIFT', title, notes: '', startTime: '03:00', durationMinutes: 60, needs: 2, people });
const itemsTitled = async (prefix: string) =>
  (await file.services.upstream.listCalendarItems(file.organizationId, { from: Date.now() - 5 * DAY, to: Date.now() + 20 * DAY })).filter((item) => item.name?.startsWith(prefix) && !item.deleted).sort((a, b) => a.start - b.start);
const assigned = (item: CalendarItem) => item.members.filter((m) => m.status === 'ASSIGNED' || m.status === 'ACCEPTED').map((m) => m.userId).sort();
/** Every pass and change asked for is over, then one more pass: every due day is settled. */
const settle = async (now?: number) => {
  await repeatRollIdle(file.services);
  await seriesChangesIdle(file.services);
  await rollRepeats(file.services, now === undefined ? {} : { now });
};

async function series(title: string, startIn: number, count: number, people: string[] = []) {
  const created = await run('createSeries', { startDate: day(startIn), rule: { frequency: 'daily', ends: { kind: 'count', count } }, ...fields(title, people) });
  expect(created).toMatchObject({ ok: true });
  // Made from three days back, so the days before today are made too.
  await settle(Date.now() - 3 * DAY);
  return created.data!.seriesId as string;
}

afterEach(async () => {
  await emu.faults({});
});

describe('ending a series on the durable core', () => {
  it('removes only future, untouched occurrences; Undo makes exactly them again', async () => {
    const [first, second] = file.people as [string, string];
    const seriesId = await series('Gate', -2, 7, [first]);
    const before = await itemsTitled('Gate');
    expect(before.map(dayOfItem)).toEqual([-2, -1, 0, 1, 2, 3, 4].map(day));
    expect(before.map(assigned)).toEqual(Array(7).fill([first]));
    const on = (d: number) => before.find((item) => dayOfItem(item) === day(d))!;
    // Not touches: another person, other needs, a new name. A touch: day 3 moved by an hour.
    await file.services.upstream.addCalendarItemMember(on(2).id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: second, initialStatus: 'ASSIGNED' } });
    await saveNeeds(file.opened.db, file.organizationId, on(2).id, 3);
    await file.services.upstream.patchCalendarItem(on(4).id, { name: 'Gate (front)' });
    await file.services.upstream.patchCalendarItem(on(3).id, { start: String(on(3).start + 3_600_000), end: String(on(3).end + 3_600_000) });

    const ended = await run('endSeries', { seriesId, fromDate: day(1) });
    expect(ended).toMatchObject({ ok: true, data: { removed: 3, detached: 1, changing: 0, failed: 0, lastDate: day(0) } });
    expect((await itemsTitled('Gate')).map(dayOfItem)).toEqual([-2, -1, 0, 3].map(day));
    const changeKey = ended.data!.changeKey as string;
    expect(await file.opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'repeat.series_ended'), eq(auditLog.targetId, seriesId)))).toHaveLength(1);
    const deletions = (await file.opened.db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.deleted'))).filter((entry) => (entry.detail as { changeKey?: string }).changeKey === changeKey);
    expect(deletions.map((entry) => entry.targetId).sort()).toEqual([on(1).id, on(2).id, on(4).id].sort());

    expect(await run('undoEndSeries', { seriesId })).toMatchObject({ ok: true, data: { broughtBack: 3, lastDate: null } });
    await settle();
    const after = await itemsTitled('Gate');
    expect(after.map(dayOfItem)).toEqual([-2, -1, 0, 1, 2, 3, 4].map(day));
    for (const d of [1, 2, 4]) {
      const again = after.find((item) => dayOfItem(item) === day(d))!;
      expect(again.id).not.toBe(on(d).id);
      expect({ start: again.start, end: again.end, name: again.name, people: assigned(again), needs: await needsOfItem(file.opened.db, file.organizationId, again.id) }).toEqual({
        start: on(d).start,
        end: on(d).end,
        name: d === 4 ? 'Gate (front)' : 'Gate',
        people: d === 2 ? [first, second].sort() : [first],
        needs: d === 2 ? 3 : 2,
      });
    }
    // Nothing is made twice by later passes.
    await settle();
    expect(await itemsTitled('Gate')).toHaveLength(7);
    expect((await occurrencesOf(file.opened.db, seriesId)).map((row) => row.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'detached', 'done']);
  });

  it('a delete whose answer was lost is found done, not sent again', async () => {
    const seriesId = await series('Lost end', 1, 3);
    await emu.faults({ failNext: [{ method: 'DELETE', path: '^/connect/calendar-items/[^/]+$', status: 502, count: 1, afterHandling: true }] });
    await emu.resetStats();
    expect(await run('endSeries', { seriesId, fromDate: day(1) })).toMatchObject({ ok: true, data: { removed: 3, detached: 0, failed: 0, changing: 0 } });
    expect(await emu.calls('DELETE /connect/calendar-items/:id')).toBe(3);
    expect(await itemsTitled('Lost end')).toEqual([]);
    expect((await occurrencesOf(file.opened.db, seriesId)).map((row) => [row.state, row.changeState, row.changeMayExist])).toEqual(Array(3).fill(['removed', 'applied', false]));
  });

  it('a delete the service was too busy for waits and is taken up again by the pass; the action answers it as still changing', async () => {
    const seriesId = await series('Busy end', 1, 3);
    await emu.faults({ failNext: [{ method: 'DELETE', path: '^/connect/calendar-items/[^/]+$', status: 503, count: 1, afterHandling: false }] });
    expect(await run('endSeries', { seriesId, fromDate: day(1) })).toMatchObject({ ok: true, data: { removed: 2, changing: 1, failed: 0 } });
    expect(await itemsTitled('Busy end')).toHaveLength(1);
    // Its wait is over (moved back rather than waited for): the next pass removes it.
    await file.opened.db.update(repeatOccurrences).set({ leaseUntil: new Date(Date.now() - 1) }).where(eq(repeatOccurrences.seriesId, seriesId));
    expect(await rollSeriesChanges(file.services)).toMatchObject({ changesWorked: 1 });
    expect(await itemsTitled('Busy end')).toEqual([]);
    expect((await occurrencesOf(file.opened.db, seriesId)).map((row) => row.state)).toEqual(['removed', 'removed', 'removed']);
  });

  it('an “all” edit whose answer was lost is found made, not sent again, and the item is not taken for touched', async () => {
    const seriesId = await series('Lost all', 1, 3);
    await emu.faults({ failNext: [{ method: 'PATCH', path: '^/connect/calendar-items/[^/]+$', status: 502, count: 1, afterHandling: true }] });
    await emu.resetStats();
    expect(await run('editSeries', { seriesId, ...fields('Lost all'), startTime: '04:00' })).toMatchObject({ ok: true, data: { updated: 3, detached: 0, failed: 0 } });
    expect(await emu.calls('PATCH /connect/calendar-items/:id')).toBe(3);
    const items = await itemsTitled('Lost all');
    expect(items.map((item) => Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(timeZone).toPlainTime().toString().slice(0, 5))).toEqual(['04:00', '04:00', '04:00']);
    expect((await occurrencesOf(file.opened.db, seriesId)).map((row) => row.state)).toEqual(['done', 'done', 'done']);
  });
});
