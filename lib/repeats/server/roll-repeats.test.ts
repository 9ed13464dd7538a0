import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepeatRule } from '@/lib/repeats';
import { needsOfItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { auditLog, repeatOccurrences } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { openTestDatabase } from '@/test/support/test-database';
import { rollRepeats } from './roll-repeats';
import { insertSeries, occurrencesOf, saveHorizonWeeks, type NewSeries } from './repeat-store';

// The rolling pass against the emulator over HTTP and a real PGlite database: a series is rolled
// forward to the horizon and read back from the service; a pass with nothing due asks the service
// nothing; a day whose item was moved or deleted by hand is never made again; the service's rate
// limit is kept to; a double booking holds the series' person back, with the reason kept.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const timeZone = 'Europe/Berlin';
let organizationId: string;
let people: string[];
let opened: OpenedDatabase;
let services: AppServices;

beforeAll(async () => {
  organizationId = app.seed().organizations[0]!.id;
  people = app.seed().users.filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
  opened = await openTestDatabase();
  await upsertOrganizationEntry(opened.db, { organizationId, timeZone });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened?.close();
});

/** A Monday far from the demo's items, as the pass's "now" (its midnight in the zone). */
const mondayAfter = (days: number) => {
  const date = Temporal.Instant.fromEpochMilliseconds(dayAt(days)).toZonedDateTimeISO(timeZone).toPlainDate();
  return date.subtract({ days: date.dayOfWeek - 1 });
};
const midnight = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone }).epochMilliseconds;
const wall = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime().toString().slice(0, 16);

async function aSeries(monday: Temporal.PlainDate, values: Partial<NewSeries> & { rule: RepeatRule }) {
  return insertSeries(opened.db, { id: randomUUID(), organizationId, rrule: '', startDate: monday.toString(), startTime: '07:00', durationMinutes: 480, timeZone, type: 'MULTI_ASSIGNEE_SHIFT', createdById: 'test-user', createdByEmail: 'scheduler@test.local', ...values });
}
const itemsNamed = async (name: string, from: number, to: number) => (await services.upstream.listCalendarItems(organizationId, { from, to })).filter((item) => item.name === name && !item.deleted);

describe('the rolling pass', () => {
  it('rolls a series forward to the horizon, read back from the service, and asks nothing when nothing is due', async () => {
    const monday = mondayAfter(200);
    const series = await aSeries(monday, { rule: { frequency: 'weekly', weekdays: [1, 3, 5], interval: 1, ends: { kind: 'never' } }, title: 'Front desk', needs: 2, people: [people[0]!], notes: 'Keys at reception' });
    expect(await rollRepeats(services, { now: midnight(monday) })).toMatchObject({ planned: 12, worked: 12 });
    const far = midnight(monday.add({ weeks: 10 }));
    const made = await itemsNamed('Front desk', midnight(monday), far);
    expect(made.map((item) => wall(item.start))).toEqual(
      [0, 1, 2, 3].flatMap((week) => [0, 2, 4].map((day) => `${monday.add({ weeks: week, days: day }).toString()}T07:00`)),
    );
    expect(made.every((item) => item.end - item.start === 8 * 3_600_000 && item.notes === 'Keys at reception' && item.members.some((m) => m.userId === people[0] && m.status === 'ASSIGNED'))).toBe(true);
    expect(await needsOfItem(opened.db, organizationId, made[0]!.id)).toBe(2);
    const rows = await occurrencesOf(opened.db, series.id);
    expect(rows.map((r) => r.state)).toEqual(Array(12).fill('done'));
    expect(new Set(rows.map((r) => r.itemId))).toEqual(new Set(made.map((item) => item.id)));
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.created'));
    expect(audited.filter((a) => (a.detail as { seriesId?: string }).seriesId === series.id)).toHaveLength(12);

    // A week later the horizon has moved by a week: three more.
    expect(await rollRepeats(services, { now: midnight(monday.add({ weeks: 1 })) })).toMatchObject({ planned: 3, worked: 3 });
    expect(await itemsNamed('Front desk', midnight(monday), far)).toHaveLength(15);

    // Nothing due: not one request to the service.
    await emu.resetStats();
    expect(await rollRepeats(services, { now: midnight(monday.add({ weeks: 1 })) })).toMatchObject({ planned: 0, worked: 0 });
    expect((await emu.stats()).total).toBe(0);
  });

  it('never makes again a day whose item was moved or deleted by hand', async () => {
    const monday = mondayAfter(260);
    await saveHorizonWeeks(opened.db, organizationId, 1);
    const series = await aSeries(monday, { rule: { frequency: 'daily', interval: 1, weekdays: [], ends: { kind: 'count', count: 10 } }, title: 'Kitchen' });
    await rollRepeats(services, { now: midnight(monday) });
    const [first, second] = await occurrencesOf(opened.db, series.id);
    await services.upstream.patchCalendarItem(first!.itemId!, { start: String(first!.start + 3_600_000), end: String(first!.end + 3_600_000) });
    await services.upstream.deleteCalendarItem(second!.itemId!);
    await rollRepeats(services, { now: midnight(monday) });
    await rollRepeats(services, { now: midnight(monday.add({ days: 3 })) });
    const made = await itemsNamed('Kitchen', midnight(monday), midnight(monday.add({ weeks: 3 })));
    // Ten days: the moved one at 08:00, the deleted one gone, eight at 07:00; no day twice.
    expect(made.map((item) => wall(item.start)).sort()).toEqual([`${monday}T08:00`, ...[2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${monday.add({ days: d })}T07:00`)]);
    expect(await occurrencesOf(opened.db, series.id)).toHaveLength(10);
    await saveHorizonWeeks(opened.db, organizationId, 4);
  });

  it('keeps to the service’s rate limit: a create refused with 429 is sent again after Retry-After or waits for a later pass, each day made once', async () => {
    const monday = mondayAfter(380);
    await saveHorizonWeeks(opened.db, organizationId, 2);
    const series = await aSeries(monday, { rule: { frequency: 'daily', interval: 1, weekdays: [], ends: { kind: 'count', count: 10 } }, title: 'Door' });
    await emu.resetStats();
    await emu.faults({ rateLimit: { limit: 4, windowMs: 1_000 } });
    try {
      // Ten days of this series and six of the first test's (never ending): 16 creates, 4 a second allowed.
      expect(await rollRepeats(services, { now: midnight(monday) })).toMatchObject({ planned: 16, worked: 16 });
    } finally {
      await emu.faults({});
      await saveHorizonWeeks(opened.db, organizationId, 4);
    }
    expect((await emu.stats()).byRoute['POST /connect/calendar-items']?.['429']).toBeGreaterThan(0);
    // A row whose create was still refused after the client's retries backs off (not failed).
    const rows = await occurrencesOf(opened.db, series.id);
    expect(rows.every((row) => row.state === 'done' || (row.state === 'pending' && row.lastUpstreamStatus === 429 && row.leaseUntil !== null))).toBe(true);
    // Its backoff over (moved back rather than waited for), the next pass makes it.
    await opened.db.update(repeatOccurrences).set({ leaseUntil: new Date(Date.now() - 1_000) }).where(and(eq(repeatOccurrences.seriesId, series.id), eq(repeatOccurrences.state, 'pending')));
    await rollRepeats(services, { now: midnight(monday) });
    expect((await occurrencesOf(opened.db, series.id)).map((row) => row.state)).toEqual(Array(10).fill('done'));
    const made = await itemsNamed('Door', midnight(monday), midnight(monday.add({ weeks: 3 })));
    expect(made).toHaveLength(10);
    expect(new Set(made.map((item) => wall(item.start))).size).toBe(10);
  });

  it('holds the series’ person back when they would be double-booked, keeping the reason on the occurrence and in the audit', async () => {
    const monday = mondayAfter(320);
    const person = people[1]!;
    const busy = await services.upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Elsewhere', start: midnight(monday) + 8 * 3_600_000, end: midnight(monday) + 10 * 3_600_000, timeZoneName: timeZone });
    await services.upstream.addCalendarItemMember(busy.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: person, initialStatus: 'ASSIGNED' } });
    const series = await aSeries(monday, { rule: { frequency: 'daily', interval: 1, weekdays: [], ends: { kind: 'count', count: 2 } }, title: 'Bar', people: [person] });
    await rollRepeats(services, { now: midnight(monday) });
    const [clash, free] = await occurrencesOf(opened.db, series.id);
    expect(clash).toMatchObject({ state: 'done', ruleBreaks: [expect.stringContaining('Elsewhere')] });
    expect(free).toMatchObject({ state: 'done', ruleBreaks: null });
    const onItem = async (itemId: string) => (await services.upstream.getCalendarItem(itemId)).members.map((m) => m.userId);
    expect(await onItem(clash!.itemId!)).toEqual([]);
    expect(await onItem(free!.itemId!)).toEqual([person]);
    const held = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'repeat.people_held_back'), eq(auditLog.targetId, clash!.itemId!)));
    expect(held).toHaveLength(1);
  });
});
