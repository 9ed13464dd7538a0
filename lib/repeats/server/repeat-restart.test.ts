import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationEntries, repeatOccurrences } from '@/lib/server/db/schema';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { restartableApp } from '@/test/support/restartable-app';
import { planOccurrences } from './roll-repeats';
import { repeatRollIdle, startRepeatRoll } from './repeat-passes';
import { insertSeries, occurrencesOf } from './repeat-store';

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
