import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarItemType } from '@/lib/contract/calendar-item';
import type { AlreadyThere } from '@/lib/copy/copy-input';
import { AppError } from '@/lib/errors';
import { auditLog, copyRows, organizationEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { createAnyway, markRowHandled, requestCopyUndo, retryCopyRow } from './copy-commands';
import { outOfScopeMessage, processRow } from './copy-engine';
import { resumeCopies } from './copy-resume';
import { copyDepsOf, copyRunsIdle, runCopySoon } from './copy-run';
import { previewCopy, startCopy } from './copy-start';
import { getCopy, rowsOfCopy } from './copy-store';
import { recentCopiesBy } from './recent-copies';
import { needsOfOrganization, saveNeeds } from '@/lib/schedule/server';
import { positionsRead } from '@/lib/positions/server';
import { insertPosition, saveItemPosition } from '@/lib/positions/server/positions-store';

// The copy engine against the emulator over real HTTP and a real PGlite database (the app's own
// composition, as the app runs). What counts is what the emulator holds: how many items, at which
// times, with whom.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const zone = 'Europe/Paris';
const who = { id: 'test-user', email: 'scheduler@test.local' };
const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;
// Each test copies its own weeks (the emulator is not reset: the app's token would no longer be
// valid), far in the future. The first test's weeks straddle Europe/Paris's change to summer time
// on Sunday 2031-03-30.
type Weeks = { source: string; target: string };
let nextMonday = Temporal.PlainDate.from('2033-01-03');
let w: Weeks;
const day = (offset: number, date = w.source) => Temporal.PlainDate.from(date).add({ days: offset }).toString();

let db: Db;
let organizationId: string;
let people: string[];

beforeAll(async () => {
  db = app.services().db;
  // Opening the database can outlast the emulator's keep-alive: the first call may meet the
  // socket it closed (ECONNRESET). One throwaway call takes that socket out of the pool.
  await emu.stats().catch(() => undefined);
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).slice(0, 2).map((u) => u.id);
});

beforeEach(async () => {
  w = { source: nextMonday.toString(), target: nextMonday.add({ days: 7 }).toString() };
  nextMonday = nextMonday.add({ days: 84 });
  await emu.faults({});
  await db.execute(sql`truncate copies, copy_rows, audit_log, organization_entries`);
  await db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: zone });
});

async function item(type: CalendarItemType, name: string, start: string, end: string, withPeople = false) {
  return app.services().upstream.createCalendarItem({
    organizationId,
    type,
    name,
    start: at(start),
    end: at(end),
    timeZoneName: zone,
    ...(withPeople ? { members: { type: 'USER' as const, userId: people[0]! } } : {}),
  });
}

/** Three items in the source week: a staffed shift, a meeting, a shift on the day the clocks change. */
async function sourceWeek() {
  const shift = await item('MULTI_ASSIGNEE_SHIFT', 'Opening', `${day(0)}T09:00`, `${day(0)}T17:00`, true);
  await app.services().upstream.addCalendarItemMember(shift.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: people[1]!, initialStatus: 'ASSIGNED' } });
  const meeting = await item('MEETING', 'Team talk', `${day(1)}T10:00`, `${day(1)}T11:00`);
  const sunday = await item('MULTI_ASSIGNEE_SHIFT', 'Brunch', `${day(6)}T08:00`, `${day(6)}T12:00`);
  return { shift, meeting, sunday };
}

const week = (withPeople: boolean, alreadyThere: AlreadyThere = 'skip') => ({ organizationId, span: 'week' as const, sourceDate: w.source, targetDate: w.target, withPeople, alreadyThere, copyKey: randomUUID() });
const targetItems = () => app.services().upstream.listCalendarItems(organizationId, { from: at(`${w.target}T00:00`), to: at(`${day(7, w.target)}T00:00`) - 1 });
/** The meeting's place in the target week. */
const targetMeeting = () => item('MEETING', 'Team talk', `${day(1, w.target)}T10:00`, `${day(1, w.target)}T11:00`);

async function copyAndWait(withPeople: boolean, alreadyThere: AlreadyThere = 'skip') {
  const started = await startCopy(app.services(), week(withPeople, alreadyThere), who);
  runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
  await copyRunsIdle(app.services());
  return started.copyId;
}

describe('copying a week', () => {
  it('creates one item per source item at the same wall-clock time across the DST change, with its people, each audited with the copy id', async () => {
    w = { source: '2031-03-24', target: '2031-03-31' };
    await sourceWeek();
    const copyId = await copyAndWait(true);

    const made = await targetItems();
    expect(made.map((i) => [i.type, i.name, i.start, i.end])).toEqual([
      ['MULTI_ASSIGNEE_SHIFT', 'Opening', at('2031-03-31T09:00'), at('2031-03-31T17:00')],
      ['MEETING', 'Team talk', at('2031-04-01T10:00'), at('2031-04-01T11:00')],
      ['MULTI_ASSIGNEE_SHIFT', 'Brunch', at('2031-04-06T08:00'), at('2031-04-06T12:00')],
    ]);
    // 09:00 before the change and 09:00 after it are 7 days minus an hour apart.
    expect(at('2031-03-31T09:00') - at('2031-03-24T09:00')).toBe(7 * 86_400_000 - 3_600_000);
    const opening = made.find((i) => i.name === 'Opening')!;
    expect(opening.members.map((m) => [m.userId, m.status]).sort()).toEqual(people.map((p) => [p, 'ASSIGNED']).sort());

    const rows = await rowsOfCopy(db, copyId);
    expect(rows.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    expect((await getCopy(db, copyId))?.state).toBe('finished');
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.created'));
    expect(audited.map((a) => a.targetId).sort()).toEqual(made.map((i) => i.id).sort());
    for (const entry of audited) expect(entry.detail).toMatchObject({ copyId, via: 'copy' });
  });

  it('without people, makes open items; a chosen subset copies only those', async () => {
    const { meeting } = await sourceWeek();
    await copyAndWait(false);
    expect((await targetItems()).every((i) => i.members.length === 0)).toBe(true);

    w = { source: day(21), target: day(28) };
    const again = await sourceWeek();
    const started = await startCopy(app.services(), { ...week(true), itemIds: [again.meeting.id] }, who);
    runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
    await copyRunsIdle(app.services());
    expect((await targetItems()).map((i) => i.name)).toEqual([meeting.name]);
  });

  it('commits every row before the first create: with the create held, the rows are there and nothing is made', async () => {
    await sourceWeek();
    const started = await startCopy(app.services(), week(false), who);
    expect((await rowsOfCopy(db, started.copyId)).map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
    expect(await targetItems()).toEqual([]);

    await emu.control('POST', 'hold', { method: 'POST', path: '^/connect/calendar-items$' });
    runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
    await expect.poll(async () => (await emu.control<{ waiting: unknown[] }>('GET', 'hold')).waiting.length).toBeGreaterThan(0);
    expect((await rowsOfCopy(db, started.copyId)).some((r) => r.state === 'creating')).toBe(true);
    await emu.control('POST', 'hold/release', {});
    await copyRunsIdle(app.services());
    expect(await targetItems()).toHaveLength(3);
  });

  it('the items it makes need what their source needs ("needs N" is kept by Shiftdesk, not the service)', async () => {
    const { shift, meeting } = await sourceWeek();
    await saveNeeds(db, organizationId, shift.id, 3);
    await copyAndWait(false);
    const made = await targetItems();
    const needs = await needsOfOrganization(db, organizationId);
    expect(needs[made.find((i) => i.name === 'Opening')!.id]).toBe(3);
    expect(needs[made.find((i) => i.name === meeting.name)!.id]).toBeUndefined();
  });

  it('the items it makes require the position their source requires (positions are Shiftdesk’s own)', async () => {
    const { shift, meeting } = await sourceWeek();
    const nurse = { id: crypto.randomUUID(), name: `Nurse ${crypto.randomUUID().slice(0, 6)}` };
    await insertPosition(db, organizationId, nurse);
    await saveItemPosition(db, organizationId, shift.id, nurse.id);
    await copyAndWait(false);
    const made = await targetItems();
    const { items } = await positionsRead(db, organizationId);
    expect(items[made.find((i) => i.name === 'Opening')!.id]).toBe(nurse.id);
    expect(items[made.find((i) => i.name === meeting.name)!.id]).toBeUndefined();
  });

  it('a second submit with the same key starts nothing new', async () => {
    await sourceWeek();
    const input = week(false);
    const first = await startCopy(app.services(), input, who);
    const second = await startCopy(app.services(), input, who);
    expect(second).toMatchObject({ copyId: first.copyId, started: false });
    expect(await db.select().from(copyRows)).toHaveLength(3);
  });
});

describe('the preview', () => {
  it('with people, names whom the copy would double-book at the target; without, nothing', async () => {
    const { shift } = await sourceWeek();
    await item('MULTI_ASSIGNEE_SHIFT', 'Till', `${day(0, w.target)}T12:00`, `${day(0, w.target)}T14:00`, true);
    const opening = async (withPeople: boolean) => (await previewCopy(app.services(), week(withPeople))).items.find((i) => i.sourceItemId === shift.id)!;
    const withPeople = await opening(true);
    expect(withPeople.doubleBookings).toHaveLength(1);
    expect(withPeople.doubleBookings[0]).toMatch(/^\S+ \S+ is already on Till, .* 12:00–14:00 at that time\.$/);
    expect((await opening(false)).doubleBookings).toEqual([]);
  });

  it("with people, names who would break a working-time rule, with the figures, from what they work just outside the target", async () => {
    await db.update(organizationEntries).set({ workingTimeRules: { minRestMinutes: 11 * 60 } }).where(eq(organizationEntries.organizationId, organizationId));
    const { shift } = await sourceWeek();
    // The Sunday before the target week (so in the source week, copied too): 10 h before Monday's 09:00.
    await item('MULTI_ASSIGNEE_SHIFT', 'Late', `${day(-1, w.target)}T16:00`, `${day(-1, w.target)}T23:00`, true);
    const opening = async (withPeople: boolean) => (await previewCopy(app.services(), week(withPeople))).items.find((i) => i.sourceItemId === shift.id)!;
    const withPeople = await opening(true);
    expect(withPeople.ruleBreaks).toHaveLength(1);
    expect(withPeople.ruleBreaks[0]).toMatch(/^\S+ \S+: rest 10 h, minimum 11 h\.$/);
    expect(withPeople.doubleBookings).toEqual([]);
    expect((await opening(false)).ruleBreaks).toEqual([]);
  });
});

describe('rule breaks at the start (issue 27, point 4)', () => {
  it('a copy with its people that breaks a working-time rule starts only with a reason; refused, nothing is committed', async () => {
    await db.update(organizationEntries).set({ workingTimeRules: { minRestMinutes: 11 * 60 } }).where(eq(organizationEntries.organizationId, organizationId));
    await sourceWeek();
    await item('MULTI_ASSIGNEE_SHIFT', 'Late', `${day(-1, w.target)}T16:00`, `${day(-1, w.target)}T23:00`, true);
    const refusal = (error: unknown) => (error instanceof AppError ? { kind: error.kind, fieldErrors: error.fieldErrors } : error);
    const asked = await startCopy(app.services(), week(true), who).catch(refusal);
    expect(asked).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/^“Opening”: \S+ \S+: rest 10 h, minimum 11 h\.$/)] } });
    expect(await startCopy(app.services(), { ...week(true), confirmConflicts: true, ruleBreakReason: ' ' }, who).catch(refusal)).toMatchObject({ kind: 'invalid_input', fieldErrors: { ruleBreakReason: [expect.any(String)] } });
    expect(await db.execute(sql`select count(*)::int as n from copies`)).toMatchObject({ rows: [{ n: 0 }] });
    // Without people nothing breaks a rule: no question.
    expect(await startCopy(app.services(), week(false), who)).toMatchObject({ ruleBreaks: null });
    const started = await startCopy(app.services(), { ...week(true), confirmConflicts: true, ruleBreakReason: 'Inventory night' }, who);
    expect(started).toMatchObject({ started: true, ruleBreaks: { reason: 'Inventory night', breaks: (asked as { fieldErrors: { ruleBreaks: string[] } }).fieldErrors.ruleBreaks } });
  });
});

describe('never twice', () => {
  it('a create whose answer is lost finds the item it made instead of making another', async () => {
    await sourceWeek();
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 502, count: 1, afterHandling: true }] });
    const copyId = await copyAndWait(true);
    expect((await rowsOfCopy(db, copyId)).map((r) => r.state)).toEqual(['done', 'done', 'done']);
    const made = await targetItems();
    expect(made).toHaveLength(3);
    const found = (await db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.created'))).filter((a) => (a.detail as { found: boolean }).found);
    expect(found).toHaveLength(1);
  });

  it('takes over a row whose worker stopped mid-create: the item it made is found, not made again', async () => {
    await sourceWeek();
    const started = await startCopy(app.services(), week(false), who);
    const [first] = await rowsOfCopy(db, started.copyId);
    // The stopped run: claimed the row, made the item, never recorded it; its lease has run out.
    const made = await app.services().upstream.createCalendarItem({ organizationId, type: first!.type as CalendarItemType, name: first!.name!, start: first!.start, end: first!.end, timeZoneName: zone });
    await db.update(copyRows).set({ state: 'creating', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(copyRows.id, first!.id));

    await resumeCopies(copyDepsOf(app.services()));
    const rows = await rowsOfCopy(db, started.copyId);
    expect(rows.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    expect(rows[0]!.createdItemId).toBe(made.id);
    expect(await targetItems()).toHaveLength(3);
  });

  it('identical items stopped mid-create share out what they made: one each, nothing made again', async () => {
    await item('MULTI_ASSIGNEE_SHIFT', 'Twin', `${day(2)}T09:00`, `${day(2)}T12:00`);
    await item('MULTI_ASSIGNEE_SHIFT', 'Twin', `${day(2)}T09:00`, `${day(2)}T12:00`);
    await item('MULTI_ASSIGNEE_SHIFT', 'Twin', `${day(2)}T09:00`, `${day(2)}T12:00`);
    const started = await startCopy(app.services(), week(false), who);
    const rows = await rowsOfCopy(db, started.copyId);
    // The stopped run made the first two rows' items and recorded neither; the third never started.
    for (const row of rows.slice(0, 2)) {
      await app.services().upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Twin', start: row.start, end: row.end, timeZoneName: zone });
      await db.update(copyRows).set({ state: 'creating', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(copyRows.id, row.id));
    }

    await resumeCopies(copyDepsOf(app.services()));
    const after = await rowsOfCopy(db, started.copyId);
    expect(after.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    const made = await targetItems();
    expect(made).toHaveLength(3);
    expect(new Set(after.map((r) => r.createdItemId))).toEqual(new Set(made.map((i) => i.id)));
  });

  it('leaves alone a row whose lease still runs, and a worker that lost its claim records nothing', async () => {
    await sourceWeek();
    const started = await startCopy(app.services(), week(false), who);
    const [first] = await rowsOfCopy(db, started.copyId);
    await db.update(copyRows).set({ state: 'creating', claimId: 'someone-else', leaseUntil: new Date(Date.now() + 60_000) }).where(eq(copyRows.id, first!.id));
    await resumeCopies(copyDepsOf(app.services()));
    expect((await rowsOfCopy(db, started.copyId)).map((r) => r.state)).toEqual(['creating', 'done', 'done']);
    expect(await processRow(copyDepsOf(app.services()), first!.id, organizationId, { via: 'copy' })).toMatchObject({ state: 'creating', claimId: 'someone-else' });
    expect(await targetItems()).toHaveLength(2);
  });

  it('does not take an item that was at the target before the copy for its own; two unknown matches make the row uncertain', async () => {
    await sourceWeek();
    const before = await targetMeeting();
    const started = await startCopy(app.services(), week(false, 'copy'), who);
    const rows = await rowsOfCopy(db, started.copyId);
    const meetingRow = rows.find((r) => r.name === 'Team talk')!;
    expect(meetingRow.existingAtTarget).toEqual([before.id]);
    // The meeting row stopped mid-create, and two identical meetings nobody knew of are there now.
    await targetMeeting();
    await targetMeeting();
    await db.update(copyRows).set({ state: 'creating', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(copyRows.id, meetingRow.id));

    await resumeCopies(copyDepsOf(app.services()));
    const after = (await rowsOfCopy(db, started.copyId)).find((r) => r.id === meetingRow.id)!;
    expect(after).toMatchObject({ state: 'uncertain', createdItemId: null });
    expect(after.lastError).toMatch(/cannot tell/);
    expect((await targetItems()).filter((i) => i.name === 'Team talk')).toHaveLength(3);

    // A person decides: mark it handled (nothing made), and the copy is finished.
    await markRowHandled(db, organizationId, started.copyId, meetingRow.id, who);
    expect((await getCopy(db, started.copyId))?.state).toBe('finished');
  });

  it('a lost answer and a failed look make the row uncertain; "create anyway" then makes it', async () => {
    const started = await startCopy(app.services(), { ...week(false), itemIds: [(await sourceWeek()).meeting.id] }, who);
    await emu.faults({
      failNext: [
        { method: 'POST', path: '^/connect/calendar-items$', status: 504, count: 1, afterHandling: true },
        { method: 'GET', path: '/calendar-items$', status: 500, count: 50, afterHandling: false },
      ],
    });
    runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
    await copyRunsIdle(app.services());
    const [row] = await rowsOfCopy(db, started.copyId);
    expect(row).toMatchObject({ state: 'uncertain', createdItemId: null });
    expect(row!.lastError).toMatch(/could not check/);
    await emu.faults({});
    expect(await targetItems()).toHaveLength(1); // the lost answer's item

    await createAnyway(db, organizationId, started.copyId, row!.id, who);
    runCopySoon(app.services(), started.copyId, { ...who, via: 'create_anyway' });
    await copyRunsIdle(app.services());
    expect((await rowsOfCopy(db, started.copyId))[0]).toMatchObject({ state: 'done' });
    expect(await targetItems()).toHaveLength(2); // asked for explicitly
  });

  it('assigns nobody twice: a lost assignment answer is read back and the row goes on', async () => {
    await sourceWeek();
    await emu.faults({ failNext: [{ method: 'POST', path: '/members$', status: 502, count: 1, afterHandling: true }] });
    const copyId = await copyAndWait(true);
    expect((await rowsOfCopy(db, copyId)).map((r) => r.state)).toEqual(['done', 'done', 'done']);
    const opening = (await targetItems()).find((i) => i.name === 'Opening')!;
    expect(opening.members.map((m) => m.userId).sort()).toEqual([...people].sort());
  });
});

describe('failures and refusals', () => {
  it('a refused create fails that row only; the others go on, and Retry finishes it', async () => {
    await sourceWeek();
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 405, count: 1, afterHandling: false }] });
    const copyId = await copyAndWait(false);
    const rows = await rowsOfCopy(db, copyId);
    expect(rows.map((r) => r.state).sort()).toEqual(['done', 'done', 'failed']);
    expect(await targetItems()).toHaveLength(2);

    const failed = rows.find((r) => r.state === 'failed')!;
    await retryCopyRow(db, organizationId, copyId, failed.id, who);
    runCopySoon(app.services(), copyId, { ...who, via: 'retry' });
    await copyRunsIdle(app.services());
    expect((await rowsOfCopy(db, copyId)).map((r) => r.state)).toEqual(['done', 'done', 'done']);
    expect(await targetItems()).toHaveLength(3);
  });

  it('refuses an overlapping target, a target too far in the past and an empty source before writing anything', async () => {
    await sourceWeek();
    const refusal = (input: Parameters<typeof startCopy>[1]) => startCopy(app.services(), input, who).then(() => null, (error: AppError) => error.fieldErrors);
    expect(await refusal({ ...week(false), targetDate: day(3) })).toEqual({ targetDate: [expect.stringMatching(/overlaps/)] });
    expect(await refusal({ ...week(false), targetDate: '2020-01-06' })).toEqual({ targetDate: [expect.stringMatching(/more than 7 days in the past/)] });
    expect(await refusal({ ...week(false), sourceDate: day(42), targetDate: day(49) })).toEqual({ itemIds: [expect.stringMatching(/nothing to copy/)] });
    expect(await db.select().from(copyRows)).toEqual([]);
    expect(await targetItems()).toEqual([]);
  });

  it('skips what is already at the target unless told to copy it too, as read at the start', async () => {
    await sourceWeek();
    const before = await targetMeeting(); // arrived after any preview: the start reads again
    const started = await startCopy(app.services(), week(false), who);
    expect(started).toMatchObject({ total: 2, skipped: 1 });
    expect((await rowsOfCopy(db, started.copyId)).map((r) => r.name)).toEqual(['Opening', 'Brunch']);
    runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
    await copyRunsIdle(app.services());
    expect((await targetItems()).filter((i) => i.name === 'Team talk').map((i) => i.id)).toEqual([before.id]);

    // Everything is there now: skipping copies nothing and is refused on the choice; "copy" makes seconds.
    const refused = await startCopy(app.services(), week(false), who).then(() => null, (error: AppError) => error.fieldErrors);
    expect(refused).toEqual({ alreadyThere: [expect.stringMatching(/^All 3 are already at the target: nothing to copy/)] });
    expect(await startCopy(app.services(), week(false, 'copy'), who)).toMatchObject({ total: 3, skipped: 0 });
  });
});

describe('recent copies', () => {
  it("lists a person's own copies of the organization, newest first, with what each made and whether it was undone", async () => {
    await sourceWeek();
    const first = await copyAndWait(false);
    await startCopy(app.services(), { ...week(false, 'copy'), copyKey: randomUUID() }, { id: 'someone-else', email: 'other@test.local' });
    w = { ...w, target: day(14) };
    const second = await copyAndWait(false);
    await requestCopyUndo(db, organizationId, second, who);
    runCopySoon(app.services(), second, { ...who, via: 'undo' });
    await copyRunsIdle(app.services());

    const recent = await recentCopiesBy(db, organizationId, who.id);
    expect(recent.map((c) => [c.id, c.state, c.made, c.total, c.targetDate])).toEqual([
      [second, 'undone', 0, 3, day(14)],
      [first, 'finished', 3, 3, day(7)],
    ]);
    expect(await recentCopiesBy(db, '7000000000000000099', who.id)).toEqual([]);
  });
});

describe('undo', () => {
  it('removes exactly the items the copy made, not those that were there before, and audits each with the copy id', async () => {
    await sourceWeek();
    const before = await targetMeeting();
    await expect(requestCopyUndo(db, organizationId, randomUUID(), who)).rejects.toMatchObject({ kind: 'not_found' });
    const copyId = await copyAndWait(true, 'copy'); // a second meeting beside the one already there
    expect(await targetItems()).toHaveLength(4);

    await requestCopyUndo(db, organizationId, copyId, who);
    runCopySoon(app.services(), copyId, { ...who, via: 'undo' });
    await copyRunsIdle(app.services());
    expect((await targetItems()).map((i) => i.id)).toEqual([before.id]);
    expect((await getCopy(db, copyId))?.state).toBe('undone');
    expect((await rowsOfCopy(db, copyId)).map((r) => r.undoState)).toEqual(['deleted', 'deleted', 'deleted']);
    const deleted = await db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.deleted'));
    expect(deleted).toHaveLength(3);
    for (const entry of deleted) expect(entry.detail).toMatchObject({ copyId, via: 'undo' });
    await expect(requestCopyUndo(db, organizationId, copyId, who)).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe('an organization removed from the entry points while a copy runs', () => {
  it('stops writing into it: the rows left are not created and say why, what was made can still be undone', async () => {
    await sourceWeek();
    const started = await startCopy(app.services(), week(false), who);
    const [first] = await rowsOfCopy(db, started.copyId);
    expect(await processRow(copyDepsOf(app.services()), first!.id, organizationId, { ...who, via: 'copy' })).toMatchObject({ state: 'done' });

    await db.delete(organizationEntries).where(eq(organizationEntries.organizationId, organizationId));
    runCopySoon(app.services(), started.copyId, { ...who, via: 'copy' });
    await copyRunsIdle(app.services());

    const rows = await rowsOfCopy(db, started.copyId);
    expect(rows.map((r) => [r.state, r.createdItemId !== null])).toEqual([
      ['done', true],
      ['failed', false],
      ['failed', false],
    ]);
    for (const row of rows.slice(1)) expect(row.lastError).toBe(outOfScopeMessage(organizationId));
    expect((await targetItems()).map((i) => i.id)).toEqual([rows[0]!.createdItemId]);
    expect((await getCopy(db, started.copyId))?.state).toBe('finished');
    const stopped = await db.select().from(auditLog).where(eq(auditLog.action, 'copy.row_failed'));
    expect(stopped).toHaveLength(2);

    // Once the organization is back in scope, Undo removes what the copy made.
    await db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: zone });
    await requestCopyUndo(db, organizationId, started.copyId, who);
    runCopySoon(app.services(), started.copyId, { ...who, via: 'undo' });
    await copyRunsIdle(app.services());
    expect(await targetItems()).toEqual([]);
  });
});
