import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationEntries, repeatOccurrences } from '@/lib/server/db/schema';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { restartableApp } from '@/test/support/restartable-app';
import { planOccurrences, rollRepeats } from './roll-repeats';
import { repeatRollIdle, startRepeatRoll } from './repeat-passes';
import { bringBackRemoved, insertSeries, occurrencesOf, updateSeries } from './repeat-store';
import { planSeriesChange } from './series-changes';

// "Restart the app halfway through a pass": the app's own composition on a real PGlite folder and
// the emulator. The rows are left as a process that stopped mid-pass leaves them: some done, one
// held in `creating` under a lease that has run out with its item made but not recorded (the
// answer never came back), one whose item was made and recorded, the rest pending. The start-up
// pass of the next composition finishes: every day has exactly one item.

const emu = emulatorForFile('demo');
const app = restartableApp(emu, { onStart: startRepeatRoll, idle: repeatRollIdle });

describe('a series across a restart', () => {
  it('a pass stopped halfway is finished by the next start-up pass with no day made twice', async () => {
    const organizationId = app.seed().organizations[0]!.id;
    const services = await app.start();
    await services.db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: 'UTC' });
    const startDate = new Date(dayAt(1)).toISOString().slice(0, 10);
    const series = await insertSeries(services.db, { id: randomUUID(), organizationId, rule: { frequency: 'daily', weekdays: [], interval: 1, ends: { kind: 'count', count: 8 } }, rrule: '', startDate, startTime: '06:00', durationMinutes: 360, timeZone: 'UTC', type: 'MULTI_ASSIGNEE_SHIFT', title: 'Early' });
    expect(await planOccurrences(services, dayAt(0))).toBe(8);
    const rows = await occurrencesOf(services.db, series.id);
    const make = (row: (typeof rows)[number]) => services.upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Early', start: row.start, end: row.end, timeZoneName: 'UTC' });
    // Halfway: three made and recorded, the fourth made while its answer was lost (held, lease run out).
    for (const row of rows.slice(0, 3)) await services.db.update(repeatOccurrences).set({ state: 'done', itemId: (await make(row)).id }).where(eq(repeatOccurrences.id, row.id));
    await make(rows[3]!);
    await services.db.update(repeatOccurrences).set({ state: 'creating', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(repeatOccurrences.id, rows[3]!.id));

    const after = await app.restart();
    await repeatRollIdle(after);
    const items = (await after.upstream.listCalendarItems(organizationId, { from: dayAt(0), to: dayAt(20) })).filter((item) => item.name === 'Early' && !item.deleted);
    expect(items.map((item) => item.start).sort()).toEqual(rows.map((row) => row.start));
    const settled = await occurrencesOf(after.db, series.id);
    expect(settled.map((row) => row.state)).toEqual(Array(8).fill('done'));
    expect(new Set(settled.map((row) => row.itemId))).toEqual(new Set(items.map((item) => item.id)));

    // Another restart changes nothing.
    const again = await app.restart();
    await repeatRollIdle(again);
    expect((await again.upstream.listCalendarItems(organizationId, { from: dayAt(0), to: dayAt(20) })).filter((item) => item.name === 'Early' && !item.deleted)).toHaveLength(8);
  }, 180_000); // three PGlite folders opened and migrated: 50 s under a load of 18 on 2 cores
});

describe('ending a series across a restart', () => {
  it('an end stopped halfway is finished by the next start-up pass: nothing deleted twice or left; its Undo, committed before a restart, makes each day once', async () => {
    const organizationId = app.seed().organizations[0]!.id;
    const services = await app.restart();
    await services.db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: 'UTC' }).onConflictDoNothing();
    const startDate = new Date(dayAt(1)).toISOString().slice(0, 10);
    const series = await insertSeries(services.db, { id: randomUUID(), organizationId, rule: { frequency: 'daily', weekdays: [], interval: 1, ends: { kind: 'count', count: 6 } }, rrule: '', startDate, startTime: '18:00', durationMinutes: 60, timeZone: 'UTC', type: 'MULTI_ASSIGNEE_SHIFT', title: 'Late' });
    await repeatRollIdle(services);
    await rollRepeats(services);
    const late = async (s: typeof services) => (await s.upstream.listCalendarItems(organizationId, { from: dayAt(0), to: dayAt(20) })).filter((item) => item.name === 'Late' && !item.deleted);
    expect(await late(services)).toHaveLength(6);
    const made = await occurrencesOf(services.db, series.id);

    // The end as a process leaves it when it stops halfway: committed on every row, two applied,
    // the third's delete sent (the item is gone) but its answer never recorded (held, lease run out).
    const endedAt = new Date();
    const key = endedAt.toISOString();
    await updateSeries(services.db, series.id, { lastDate: new Date(dayAt(0)).toISOString().slice(0, 10), endedAt });
    expect(await planSeriesChange(services.db, made, { key, to: null, peopleBefore: [] })).toBe(6);
    const restore = { name: 'Late', notes: null, people: [], needs: 1 };
    for (const row of made.slice(0, 3)) await services.upstream.deleteCalendarItem(row.itemId!);
    for (const row of made.slice(0, 2)) await services.db.update(repeatOccurrences).set({ state: 'removed', removedByEnd: key, changeState: 'applied', restore }).where(eq(repeatOccurrences.id, row.id));
    await services.db.update(repeatOccurrences).set({ changeState: 'applying', restore, claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(repeatOccurrences.id, made[2]!.id));
    await emu.resetStats();

    const after = await app.restart();
    await repeatRollIdle(after);
    expect(await emu.calls('DELETE /connect/calendar-items/:id')).toBe(3);
    expect(await late(after)).toEqual([]);
    expect((await occurrencesOf(after.db, series.id)).map((row) => [row.state, row.changeState, row.removedByEnd])).toEqual(Array(6).fill(['removed', 'applied', key]));

    // Its Undo is committed at once; the items are made by the pass, here the next start-up's.
    expect(await bringBackRemoved(after.db, series.id, key)).toBe(6);
    await updateSeries(after.db, series.id, { lastDate: null, endedAt: null });
    const again = await app.restart();
    await repeatRollIdle(again);
    expect((await late(again)).map((item) => [item.start, item.end])).toEqual(made.map((row) => [row.start, row.end]));
    expect((await occurrencesOf(again.db, series.id)).map((row) => row.state)).toEqual(Array(6).fill('done'));
  }, 240_000); // three restarts, each opening and migrating the PGlite folder
});
