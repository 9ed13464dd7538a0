import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { createScheduleItem, currentItem } from '@/lib/schedule/server';
import { deleteItem, deleteItemDefinition, moveItem, moveItemDefinition } from '@/lib/schedule/server/item-actions';
import { assignItemMembers, assignMembersDefinition, reassignItemMember, reassignMemberDefinition } from '@/lib/staffing/server/staffing-actions';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { historyLines } from './history-lines';
import { undoChange, undoChangeDefinition } from './undo-change';

// "Recent changes" through the action pipeline against the emulator and a real database: what a
// write keeps, what its Undo does to the item, the question before writing over someone else's
// change, and that nobody undoes another person's change.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
let scheduler: SessionUser;
let other: SessionUser;
let services: AppServices;
let organizationId: string;
let people: { id: string; fullName: string }[];
const hour = 3_600_000;
const NO_RULES = { minRestMinutes: null, maxShiftMinutes: null, maxDayMinutes: null, maxConsecutiveDays: null, maxShiftsPerDay: null };
let nextStart = Date.UTC(2028, 2, 2, 19);

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).slice(0, 2);
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  other = toSessionUser(await addTestUser(opened, 'scheduler', 'other-scheduler@test.local'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened.close();
});

const as = (user: SessionUser) => ({ user, services });
const newItem = () => {
  nextStart += 24 * hour;
  return createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night ward', start: nextStart, end: nextStart + 12 * hour, timeZoneName: 'Europe/London' });
};
const add = (itemId: string, userId: string) =>
  runAction(assignMembersDefinition, assignItemMembers, { organizationId, itemId, assignees: [{ type: 'USER', userId, initialStatus: 'ASSIGNED' }], initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false }, as(scheduler));
const undo = (changeId: number, user = scheduler, overwrite = false) => runAction(undoChangeDefinition, undoChange, { organizationId, changeId, overwrite }, as(user));
const onItem = async (itemId: string) => (await currentItem(services, organizationId, itemId)).members.filter((m) => m.status !== 'DELETED').map((m) => m.userId);
const latest = async () => {
  const [line] = await historyLines(opened.db, scheduler.id, organizationId, 'h23');
  if (line?.target.kind !== 'change') throw new Error('no change line');
  return { ...line, id: line.target.id };
};

describe('recent changes', () => {
  it('keeps a roster reassignment as one line, and its Undo puts the first person back and takes the second off', async () => {
    const [a, b] = people as [(typeof people)[0], (typeof people)[0]];
    const item = await newItem();
    expect((await add(item.id, a.id)).ok).toBe(true);
    const swapped = await runAction(reassignMemberDefinition, reassignItemMember, { organizationId, itemId: item.id, fromUserId: a.id, toUserId: b.id, initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED' }, as(scheduler));
    expect(swapped.ok).toBe(true);
    expect(await onItem(item.id)).toEqual([b.id]);
    const line = await latest();
    expect(line).toMatchObject({ words: `Gave Night ward, ${'Fri 3 Mar 19:00'} to ${b.fullName} instead of ${a.fullName}`, undo: 'available' });

    const undone = await undo(line.id);
    expect(undone).toEqual({ ok: true, data: { status: 'undone', words: line.words } });
    expect(await onItem(item.id)).toEqual([a.id]);
    const lines = await historyLines(opened.db, scheduler.id, organizationId, 'h23');
    expect(lines[0]).toMatchObject({ words: `Undid: ${line.words}`, undo: 'none' });
    expect(lines.find((l) => l.key === line.key)?.undo).toBe('undone');
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'change.undone'));
    expect(audited.at(-1)).toMatchObject({ outcome: 'success', actorId: scheduler.id, detail: { undid: line.words } });
    // A second Undo (another tab) changes nothing.
    expect(await undo(line.id)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('asks before writing over someone else’s later change, and undoes only when told to', async () => {
    const item = await newItem();
    expect((await add(item.id, people[0]!.id)).ok).toBe(true);
    const line = await latest();
    await emu.control('PATCH', `calendar-items/${item.id}`, { notes: 'Changed in the product' });
    expect(await undo(line.id)).toEqual({ ok: true, data: { status: 'changed-since', words: line.words } });
    expect(await onItem(item.id)).toEqual([people[0]!.id]);
    expect((await undo(line.id, scheduler, true)).ok).toBe(true);
    expect(await onItem(item.id)).toEqual([]);
  });

  it('does not ask when the later change was the user’s own, and moves a shift back', async () => {
    const item = await newItem();
    const moved = await runAction(moveItemDefinition, moveItem, { organizationId, itemId: item.id, start: item.start + 24 * hour, end: item.end + 24 * hour, expectedVersion: item.version }, as(scheduler));
    expect(moved.ok).toBe(true);
    const move = await latest();
    expect((await add(item.id, people[1]!.id)).ok).toBe(true);
    expect(await undo(move.id)).toMatchObject({ ok: true, data: { status: 'undone' } });
    const now = await currentItem(services, organizationId, item.id);
    expect([now.start, now.end, now.members.map((m) => m.userId)]).toEqual([item.start, item.end, [people[1]!.id]]);
  });

  it('asks before moving a shift back onto a double booking or a rule break, and audits the reason', async () => {
    const a = people[0]!;
    const item = await newItem();
    expect((await add(item.id, a.id)).ok).toBe(true);
    const staffed = await currentItem(services, organizationId, item.id);
    expect((await runAction(moveItemDefinition, moveItem, { organizationId, itemId: item.id, start: item.start + 2 * hour, end: item.end + 2 * hour, expectedVersion: staffed.version }, as(scheduler))).ok).toBe(true);
    const move = await latest();
    // Meanwhile a was put on another shift at the old times.
    await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Clash', start: item.start, end: item.start + hour, timeZoneName: 'Europe/London', members: { type: 'USER', userId: a.id } });
    const at = async () => (await currentItem(services, organizationId, item.id)).start;

    expect(await undo(move.id)).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringContaining('Clash')] } } });
    expect(await at()).toBe(item.start + 2 * hour);
    expect((await historyLines(opened.db, scheduler.id, organizationId, 'h23')).find((l) => l.key === move.key)?.undo).toBe('available');

    // A rule the old times break (a 12 h shift against at most 11 h) needs a reason too.
    await upsertOrganizationEntry(opened.db, { organizationId, workingTimeRules: { ...NO_RULES, maxShiftMinutes: 11 * 60 } });
    try {
      const undoAs = (answer: { confirmConflicts: boolean; ruleBreakReason?: string }) => runAction(undoChangeDefinition, undoChange, { organizationId, changeId: move.id, overwrite: false, ...answer }, as(scheduler));
      expect(await undoAs({ confirmConflicts: true })).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { ruleBreaks: [expect.any(String)] } } });
      expect(await undoAs({ confirmConflicts: true, ruleBreakReason: ' ' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await at()).toBe(item.start + 2 * hour);
      expect(await undoAs({ confirmConflicts: true, ruleBreakReason: 'Only opener trained' })).toMatchObject({ ok: true, data: { status: 'undone' } });
    } finally {
      await upsertOrganizationEntry(opened.db, { organizationId, workingTimeRules: NO_RULES });
    }
    expect(await at()).toBe(item.start);
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'change.undone'));
    expect(audited.at(-1)).toMatchObject({ outcome: 'success', detail: { undid: move.words, ruleBreaks: { reason: 'Only opener trained', people: [{ userId: a.id }] } } });
  });

  it('undoes a deletion by making the item again with its people as they were, asking first about a double booking', async () => {
    const a = people[0]!;
    const item = await newItem();
    expect((await add(item.id, a.id)).ok).toBe(true);
    await emu.control('PATCH', `calendar-items/${item.id}`, { notes: 'Bring keys' });
    const staffed = await currentItem(services, organizationId, item.id);
    expect((await runAction(deleteItemDefinition, deleteItem, { organizationId, itemId: item.id, expectedVersion: staffed.version }, as(scheduler))).ok).toBe(true);
    const line = await latest();
    expect(line).toMatchObject({ words: expect.stringMatching(/^Deleted Night ward, /), undo: 'available' });

    // Meanwhile a was put on another shift at the same time: the Undo asks, and makes nothing until told.
    await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Clash', start: item.start, end: item.start + hour, timeZoneName: 'Europe/London', members: { type: 'USER', userId: a.id } });
    const asked = await undo(line.id);
    expect(asked).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    const named = async () => (await services.upstream.listCalendarItems(organizationId, { from: item.start, to: item.end })).filter((i) => i.name === 'Night ward' && !i.deleted && i.start === item.start);
    expect(await named()).toEqual([]);
    expect((await historyLines(opened.db, scheduler.id, organizationId, 'h23'))[0]?.undo).toBe('available');

    const undone = await runAction(undoChangeDefinition, undoChange, { organizationId, changeId: line.id, overwrite: false, confirmConflicts: true }, as(scheduler));
    expect(undone).toEqual({ ok: true, data: { status: 'undone', words: line.words } });
    const [remade] = await named();
    const back = await currentItem(services, organizationId, remade!.id);
    expect([back.type, back.end, back.notes, back.timeZoneName, back.members.map((m) => [m.userId, m.status])]).toEqual([item.type, item.end, 'Bring keys', 'Europe/London', [[a.id, 'ASSIGNED']]]);
    expect(back.id).not.toBe(item.id);
    expect((await historyLines(opened.db, scheduler.id, organizationId, 'h23')).find((l) => l.key === line.key)?.undo).toBe('undone');
    expect(await undo(line.id)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('lets nobody else undo a change, nor see it', async () => {
    const item = await newItem();
    expect((await add(item.id, people[0]!.id)).ok).toBe(true);
    const line = await latest();
    expect(await undo(line.id, other)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await historyLines(opened.db, other.id, organizationId, 'h23')).toEqual([]);
    expect(await onItem(item.id)).toEqual([people[0]!.id]);
  });
});
