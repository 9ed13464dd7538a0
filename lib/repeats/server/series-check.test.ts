import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { runAction } from '@/lib/server/access';
import { auditLog, repeatSeries } from '@/lib/server/db/schema';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as actions from './repeat-actions';
import { repeatRollIdle } from './repeat-passes';
import { getSeries, insertSeries, occurrencesOf } from './repeat-store';
import { rollRepeats } from './roll-repeats';
import { repeatMarksIn } from './repeat-marks-read';

// Issue 27, point 4: the working-time rules and double bookings apply to what repeats create, as to
// any write. Saving a series with people (or changing its times or people) asks once, listing the
// occurrences and rules concerned, wants a reason for a rule break, audits it on the series and
// writes nothing when refused; the rolling pass then puts the people on the days confirmed, and on
// any other day leaves off only the person concerned, with the reason kept and audited.
// Against the emulator over HTTP and a real PGlite database, through the action pipeline.

const emu = emulatorForFile('empty');
const timeZone = 'America/New_York';
const t = schedulerAgainstEmulator(emu, { timeZone, workingTimeRules: { maxConsecutiveDays: 5, maxShiftMinutes: 540 } });

type Result = { ok: boolean; data?: Record<string, unknown>; error?: { kind: string; message: string; fieldErrors?: Record<string, string[]> } };
const run = (name: 'createSeries' | 'editSeries' | 'editFollowing', input: unknown) =>
  runAction(actions[`${name}Definition`] as never, actions[name] as never, input, { user: t.scheduler, services: t.services }) as Promise<Result>;

const day = (days: number) => Temporal.Now.plainDateISO(timeZone).add({ days }).toString();
const daily = (count: number) => ({ frequency: 'daily', interval: 1, weekdays: [], ends: { kind: 'count', count } });
const HOUR = 3_600_000;
const settle = async () => {
  await repeatRollIdle(t.services);
  await rollRepeats(t.services);
};
const itemsNamed = async (title: string) =>
  (await t.services.upstream.listCalendarItems(t.organizationId, { from: Date.now() - 86_400_000, to: Date.now() + 40 * 86_400_000 })).filter((item) => item.name === title && !item.deleted).sort((a, b) => a.start - b.start);
const holders = (item: { members: readonly { userId?: string | null; status: string }[] }) => item.members.filter((m) => m.status === 'ASSIGNED').map((m) => m.userId);
const seriesNamed = (title: string) => t.opened.db.select().from(repeatSeries).where(eq(repeatSeries.title, title));
const audits = (action: string) => t.opened.db.select().from(auditLog).where(eq(auditLog.action, action));

/** People of the organization on nothing from a week ago to six weeks ahead, so only the series judges them. */
async function freePeople(): Promise<string[]> {
  const busy = new Set((await t.services.upstream.listCalendarItems(t.organizationId, { from: Date.now() - 7 * 86_400_000, to: Date.now() + 42 * 86_400_000 })).flatMap((item) => item.members.map((m) => m.userId)));
  return t.people.filter((id) => !busy.has(id));
}

describe('a repeating series with people asks about its rule breaks once', () => {
  it('lists the occurrences and the rule, needs a reason, writes nothing when refused, audits the reason, and the pass goes ahead on those days', async () => {
    const [ana] = await freePeople();
    // Ten-hour shifts, at most nine: each of the three breaks it, asked in one question.
    const input = { organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Dock run', notes: '', startDate: day(2), startTime: '07:00', durationMinutes: 600, needs: 2, people: [ana!], rule: daily(3) };
    const asked = await run('createSeries', input);
    expect(asked).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    const sentences = asked.error!.fieldErrors!.ruleBreaks!;
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatch(/^3 of 3 occurrences break “shifts of at most 9 h” for .+: (\w{3} \d+ \w{3}, ){2}\w{3} \d+ \w{3}\.$/);
    expect(asked.error!.fieldErrors!.confirmConflicts).toEqual(sentences);
    // A yes without a reason is refused next to the reason's field; nothing is written either way.
    expect(await run('createSeries', { ...input, confirmConflicts: true, ruleBreakReason: '  ' })).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { ruleBreakReason: [expect.any(String)] } } });
    await settle();
    expect(await seriesNamed('Dock run')).toEqual([]);
    expect(await itemsNamed('Dock run')).toEqual([]);

    const made = await run('createSeries', { ...input, confirmConflicts: true, ruleBreakReason: 'Stocktake week' });
    expect(made).toMatchObject({ ok: true });
    const seriesId = made.data!.seriesId as string;
    const [entry] = (await audits('repeat.series_created')).filter((a) => a.targetId === seriesId);
    const shiftBreak = { rule: 'maxShift', actual: 600, limit: 540, words: 'shift 10 h, maximum 9 h' };
    expect(entry!.detail).toMatchObject({ confirmed: { days: [2, 3, 4].map(day), asked: sentences }, ruleBreaks: { reason: 'Stocktake week', people: [{ userId: ana, breaks: Array(3).fill(shiftBreak) }] } });

    // The pass makes all three with Ana on each (without the yes it would leave her off), each day audited with the reason.
    await settle();
    expect((await itemsNamed('Dock run')).map(holders)).toEqual(Array(3).fill([ana]));
    const goneAhead = (await audits('repeat.rule_break_gone_ahead')).filter((a) => (a.detail as { seriesId: string }).seriesId === seriesId);
    expect(goneAhead.map((a) => (a.detail as { occurrenceKey: string }).occurrenceKey).sort()).toEqual([2, 3, 4].map(day));
    expect(goneAhead[0]!.detail).toMatchObject({ people: [{ userId: ana, ruleBreaks: { reason: 'Stocktake week', people: [{ breaks: [shiftBreak] }] } }] });

    // "All" an hour later: asked again (new times), refused, nothing changes.
    const later = await run('editSeries', { organizationId: t.organizationId, seriesId, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Dock run', notes: '', startTime: '08:00', durationMinutes: 600, needs: 2, people: [ana!] });
    expect(later).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/^3 of 3 occurrences break “shifts of at most 9 h” for /)] } } });
    expect((await getSeries(t.opened.db, seriesId))!.startTime).toBe('07:00');
    expect((await itemsNamed('Dock run')).map((item) => new Date(item.start).toISOString())).toEqual((await occurrencesOf(t.opened.db, seriesId)).map((row) => new Date(row.start).toISOString()));
    // A title alone asks nothing (no time or person changes).
    expect(await run('editSeries', { organizationId: t.organizationId, seriesId, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Dock run', notes: 'Gate B', startTime: '07:00', durationMinutes: 600, needs: 2, people: [ana!] })).toMatchObject({ ok: true });
  });

  it('“this and following” adding a double-booked person asks first and splits nothing when refused', async () => {
    const [, ben, cleo] = await freePeople();
    const input = { organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Yard', notes: '', startDate: day(10), startTime: '09:00', durationMinutes: 240, needs: 1, people: [ben!], rule: daily(3) };
    const made = await run('createSeries', input);
    expect(made).toMatchObject({ ok: true });
    await settle();
    const seriesId = made.data!.seriesId as string;
    const rows = await occurrencesOf(t.opened.db, seriesId);
    // Cleo is elsewhere on the last day's morning.
    const last = rows.at(-1)!;
    const elsewhere = await t.services.upstream.createCalendarItem({ organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Elsewhere', start: last.start + HOUR, end: last.start + 2 * HOUR, timeZoneName: timeZone });
    await t.services.upstream.addCalendarItemMember(elsewhere.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: cleo!, initialStatus: 'ASSIGNED' } });
    const following = { organizationId: t.organizationId, occurrenceId: rows[1]!.id, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Yard', notes: '', startTime: '09:00', durationMinutes: 240, needs: 1, people: [ben!, cleo!], rule: daily(2) };
    const asked = await run('editFollowing', following);
    expect(asked).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/^1 of 2 occurrences double-book .+: \w{3} \d+ \w{3}\.$/)] } } });
    expect((await getSeries(t.opened.db, seriesId))!.lastDate).toBeNull();
    // Only a double booking: a yes is enough, no reason; the split keeps the confirmed day.
    const split = await run('editFollowing', { ...following, confirmConflicts: true });
    expect(split).toMatchObject({ ok: true });
    expect((await getSeries(t.opened.db, split.data!.seriesId as string))!.acceptedBreaks).toEqual({ reason: null, keys: [last.occurrenceKey] });
  });
});

describe('the rolling pass, with nobody there to ask', () => {
  it('leaves off only the person a day would double-book (the others go on), keeping and auditing why', async () => {
    const [, , , dan, eve] = await freePeople();
    const monday = Temporal.Now.plainDateISO(timeZone).add({ days: 14 });
    const startOn = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from('07:00') }).epochMilliseconds;
    const clash = await t.services.upstream.createCalendarItem({ organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Elsewhere', start: startOn(monday) + HOUR, end: startOn(monday) + 3 * HOUR, timeZoneName: timeZone });
    await t.services.upstream.addCalendarItemMember(clash.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: eve!, initialStatus: 'ASSIGNED' } });
    // A series saved before Eve's other shift existed: the pass meets the clash alone.
    const series = await insertSeries(t.opened.db, { id: randomUUID(), organizationId: t.organizationId, rule: daily(2), rrule: '', startDate: monday.toString(), startTime: '07:00', durationMinutes: 240, timeZone, type: 'MULTI_ASSIGNEE_SHIFT', title: 'Gate', people: [dan!, eve!], createdById: 'test-user', createdByEmail: 'scheduler@test.local' });
    await rollRepeats(t.services);
    const [first, second] = await occurrencesOf(t.opened.db, series.id);
    expect(first).toMatchObject({ state: 'done', ruleBreaks: [expect.stringContaining('Elsewhere')] });
    expect(second).toMatchObject({ state: 'done', ruleBreaks: null });
    const on = async (itemId: string) => holders(await t.services.upstream.getCalendarItem(itemId)).sort();
    expect(await on(first!.itemId!)).toEqual([dan!]);
    expect(await on(second!.itemId!)).toEqual([dan!, eve!].sort());
    const held = await t.opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'repeat.people_held_back'), eq(auditLog.targetId, first!.itemId!)));
    expect(held).toHaveLength(1);
    expect(held[0]!.detail).toMatchObject({ people: [eve], breaks: [expect.stringContaining('Elsewhere')] });
    // The boards' marks say so on that shift (and only there).
    const marks = await repeatMarksIn(t.opened.db, t.organizationId, { from: first!.start, to: second!.start + 1 });
    expect(marks[first!.itemId!]!.leftOff).toEqual([expect.stringContaining('Elsewhere')]);
    expect(marks[second!.itemId!]!.leftOff).toBeUndefined();
  });
});
