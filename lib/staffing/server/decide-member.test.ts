import { and, eq } from 'drizzle-orm';
import { auditSentence } from '@/lib/audit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { createScheduleItem } from '@/lib/schedule/server';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { expectAppError } from '@/test/support/expect-app-error';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { decideMember } from './decide-member';
import { approveMember, approveMemberDefinition, declineMember, declineMemberDefinition } from './decision-action';

// Deciding members as the app runs it: the app-wide client and token store, a real PGlite
// database, the emulator over HTTP; the member's status is read back from the emulator after
// every call, and so is the number of decisions actually sent.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const DECISIONS = 'PATCH /connect/calendar-items/:id/members/:userId';
let organizationId: string;
let otherOrganizationId: string;
let people: string[];
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
/** The app's client, token store and scope check, on this file's database (its users, entry point, audit). */
let callerServices: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  otherOrganizationId = seed.organizations[1]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId }); // in scope (lib/server/access/scope-check.ts)
  callerServices = { ...app.services(), db: opened.db };
});

afterEach(async () => {
  await emu.faults({});
});

afterAll(async () => {
  await opened.close();
});

type RawItem = { members: { userId?: string; status: string }[]; deleted: boolean };

let hour = 0;
/** A shift in a quiet future month with these members, set as the product would. */
async function shiftWith(members: Record<string, string>): Promise<string> {
  hour += 1;
  const start = Date.UTC(2028, 1, 1, hour);
  const item = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `Decide ${hour}`, start, end: start + 3_600_000, timeZoneName: 'UTC' });
  await emu.control('PATCH', `calendar-items/${item.id}`, { members: Object.entries(members).map(([userId, status]) => ({ type: 'USER', userId, status })) });
  return item.id;
}

async function statusOf(itemId: string, userId: string): Promise<string | undefined> {
  return (await emu.control<RawItem>('GET', `calendar-items/${itemId}`)).members.find((m) => m.userId === userId)?.status;
}

describe('decideMember', () => {
  it('approves a request to join, and a second approval is reported done without being sent', async () => {
    const [asker, other] = [people[0]!, people[1]!];
    const itemId = await shiftWith({ [asker]: 'ADDITION_REQUESTED', [other]: 'ASSIGNED' });
    const sentBefore = await emu.calls(DECISIONS);

    const first = await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'ACCEPTED');
    expect(first).toMatchObject({ result: 'done', alreadyApplied: false, before: { status: 'ADDITION_REQUESTED' }, after: { status: 'ACCEPTED' } });
    expect(first.before.name).toMatch(/^\S+ \S+/);
    expect(await statusOf(itemId, asker)).toBe('ACCEPTED');
    expect(await statusOf(itemId, other)).toBe('ASSIGNED');
    expect(await emu.calls(DECISIONS)).toBe(sentBefore + 1);

    const again = await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'ACCEPTED');
    expect(again).toMatchObject({ result: 'done', alreadyApplied: true, after: { status: 'ACCEPTED' } });
    expect(await statusOf(itemId, asker)).toBe('ACCEPTED');
    expect(await emu.calls(DECISIONS)).toBe(sentBefore + 1);
  });

  it('declines a request for cover', async () => {
    const asker = people[2]!;
    const itemId = await shiftWith({ [asker]: 'REPLACEMENT_REQUESTED' });
    const outcome = await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'DECLINED');
    expect(outcome).toMatchObject({ result: 'done', alreadyApplied: false, before: { status: 'REPLACEMENT_REQUESTED' }, after: { status: 'DECLINED' } });
    expect(await statusOf(itemId, asker)).toBe('DECLINED');
  });

  it('writes nothing when the request was withdrawn, answered or never the manager’s to answer', async () => {
    const [a, b, c] = [people[3]!, people[4]!, people[5]!];
    const itemId = await shiftWith({ [a]: 'ADDITION_REQUESTED', [b]: 'PENDING_RESPONSE', [c]: 'REPLACEMENT_REQUESTED' });
    // In the product meanwhile: a withdraws (removed), c's cover is declined by someone else.
    await emu.control('PATCH', `calendar-items/${itemId}`, { members: [{ type: 'USER', userId: b, status: 'PENDING_RESPONSE' }, { type: 'USER', userId: c, status: 'DECLINED' }] });
    const sentBefore = await emu.calls(DECISIONS);

    expect(await decideMember(app.services(), { organizationId, itemId, userId: a }, 'ACCEPTED')).toMatchObject({ result: 'not_pending', now: { gone: 'removed' } });
    expect(await decideMember(app.services(), { organizationId, itemId, userId: b }, 'ACCEPTED')).toMatchObject({ result: 'not_pending', now: { status: 'PENDING_RESPONSE' } });
    expect(await decideMember(app.services(), { organizationId, itemId, userId: c }, 'ACCEPTED')).toMatchObject({ result: 'not_pending', now: { status: 'DECLINED' } });
    expect(await emu.calls(DECISIONS)).toBe(sentBefore);
    expect([await statusOf(itemId, a), await statusOf(itemId, b), await statusOf(itemId, c)]).toEqual([undefined, 'PENDING_RESPONSE', 'DECLINED']);

    // The item is deleted in the product, with a's request still on it.
    await emu.control('PATCH', `calendar-items/${itemId}`, { deleted: true, members: [{ type: 'USER', userId: a, status: 'ADDITION_REQUESTED' }] });
    expect(await decideMember(app.services(), { organizationId, itemId, userId: a }, 'DECLINED')).toMatchObject({ result: 'not_pending', now: { gone: 'item_deleted' } });
    expect(await emu.calls(DECISIONS)).toBe(sentBefore);
  });

  it('fails on a service error without changing anything; the retry then completes it', async () => {
    const asker = people[6]!;
    const itemId = await shiftWith({ [asker]: 'ADDITION_REQUESTED' });
    await emu.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${itemId}/members/`, status: 503, count: 1 }] });
    const error = await expectAppError(decideMember(app.services(), { organizationId, itemId, userId: asker }, 'ACCEPTED'), 'unavailable', 503);
    expect(error.message).toMatch(/may not have been saved/);
    expect(await statusOf(itemId, asker)).toBe('ADDITION_REQUESTED');

    expect(await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'ACCEPTED')).toMatchObject({ result: 'done', alreadyApplied: false });
    expect(await statusOf(itemId, asker)).toBe('ACCEPTED');
  });

  it('a decision applied upstream whose answer was lost is found done on the retry, not sent twice', async () => {
    const asker = people[7]!;
    const itemId = await shiftWith({ [asker]: 'ADDITION_REQUESTED' });
    await emu.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${itemId}/members/`, status: 502, count: 1, afterHandling: true }] });
    await expectAppError(decideMember(app.services(), { organizationId, itemId, userId: asker }, 'DECLINED'), 'unavailable', 502);
    expect(await statusOf(itemId, asker)).toBe('DECLINED');
    const sent = await emu.calls(DECISIONS);
    expect(await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'DECLINED')).toMatchObject({ result: 'done', alreadyApplied: true });
    expect(await emu.calls(DECISIONS)).toBe(sent);
  });

  it('a refusal by the service is read again and explained when the member changed meanwhile', async () => {
    const asker = people[8]!;
    const itemId = await shiftWith({ [asker]: 'ADDITION_REQUESTED' });
    // The write is applied, then answered 405: as if the service saw it answered already.
    await emu.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${itemId}/members/`, status: 405, count: 1, afterHandling: true }] });
    expect(await decideMember(app.services(), { organizationId, itemId, userId: asker }, 'ACCEPTED')).toMatchObject({ result: 'done', alreadyApplied: true });
    // A refusal while the member is still pending is a real failure.
    const other = people[9]!;
    const second = await shiftWith({ [other]: 'ADDITION_REQUESTED' });
    await emu.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${second}/members/`, status: 405, count: 1 }] });
    await expectAppError(decideMember(app.services(), { organizationId, itemId: second, userId: other }, 'ACCEPTED'), 'invalid_input', 405);
    expect(await statusOf(second, other)).toBe('ADDITION_REQUESTED');
  });

  it('refuses an item of another organization', async () => {
    const asker = people[10]!;
    const itemId = await shiftWith({ [asker]: 'ADDITION_REQUESTED' });
    await expectAppError(decideMember(app.services(), { organizationId: otherOrganizationId, itemId, userId: asker }, 'ACCEPTED'), 'not_found');
    expect(await statusOf(itemId, asker)).toBe('ADDITION_REQUESTED');
  });
});

describe('approve and decline through the action pipeline', () => {
  const approve = { def: approveMemberDefinition, handler: approveMember };
  const decline = { def: declineMemberDefinition, handler: declineMember };
  const auditRows = (action: string, itemId: string) =>
    opened.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, itemId)));

  it('audits every attempt with the member’s status before and after, the item and the user', async () => {
    const [a, b] = [people[11]!, people[12]!];
    const itemId = await shiftWith({ [a]: 'ADDITION_REQUESTED', [b]: 'REPLACEMENT_REQUESTED' });

    const done = await runAction(approve.def, approve.handler, { organizationId, itemId, userId: a }, { user: scheduler, services: callerServices });
    expect(done).toEqual({ ok: true, data: { result: 'done', decision: 'ACCEPTED', alreadyApplied: false, status: 'ACCEPTED' } });
    await emu.control('PATCH', `calendar-items/${itemId}`, { members: [{ type: 'USER', userId: a, status: 'ACCEPTED' }, { type: 'USER', userId: b, status: 'ASSIGNED' }] });
    const stale = await runAction(decline.def, decline.handler, { organizationId, itemId, userId: b }, { user: scheduler, services: callerServices });
    expect(stale).toEqual({ ok: true, data: { result: 'not_pending', decision: 'DECLINED', now: { status: 'ASSIGNED' } } });

    const [approved] = await auditRows('member.approved', itemId);
    expect(approved).toMatchObject({ outcome: 'success', actorId: scheduler.id, targetType: 'calendar_item', targetId: itemId });
    expect(approved?.before).toMatchObject({ userId: a, status: 'ADDITION_REQUESTED' });
    expect(approved?.after).toMatchObject({ userId: a, status: 'ACCEPTED' });
    expect(approved?.detail).toEqual({ userId: a, result: 'sent' });
    // What the audit page's sentence needs, kept as it was: the item's name, start and zone, the person's name.
    expect(approved?.before).toMatchObject({ item: expect.stringMatching(/^Decide \d+$/), start: expect.stringMatching(/^2028-02-/), timeZone: 'UTC', member: expect.any(String) });
    expect(auditSentence(approved!, 'h23')).toMatch(new RegExp(`^${scheduler.email.replace(/[.+]/g, '\\$&')} approved .+’s request to join Decide \\d+, \\w{3} \\d+ Feb \\d\\d:00$`));
    const [declined] = await auditRows('member.declined', itemId);
    expect(declined?.before).toMatchObject({ userId: b, status: 'ASSIGNED' });
    expect(declined?.after).toMatchObject({ userId: b, status: 'ASSIGNED' });
    expect(declined?.detail).toEqual({ userId: b, result: 'no_longer_pending', now: 'ASSIGNED' });
  });

  it('audits a failed write with the status found before it', async () => {
    const a = people[13]!;
    const itemId = await shiftWith({ [a]: 'ADDITION_REQUESTED' });
    await emu.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${itemId}/members/`, status: 503, count: 1 }] });
    const failed = await runAction(approve.def, approve.handler, { organizationId, itemId, userId: a }, { user: scheduler, services: callerServices });
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('unavailable');
    const [row] = await auditRows('member.approved', itemId);
    expect(row).toMatchObject({ outcome: 'failure', upstreamStatus: 503, before: { userId: a, status: 'ADDITION_REQUESTED' } });
    expect(row?.detail).toMatchObject({ userId: a, kind: 'unavailable' });
    expect(await statusOf(itemId, a)).toBe('ADDITION_REQUESTED');
  });

  it('refuses a viewer before anything is read or sent, and records the refusal', async () => {
    const a = people[14]!;
    const itemId = await shiftWith({ [a]: 'ADDITION_REQUESTED' });
    const [reads, sent] = [await emu.calls('GET /connect/calendar-items/:id'), await emu.calls(DECISIONS)];
    const refused = await runAction(approve.def, approve.handler, { organizationId, itemId, userId: a }, { user: viewer, services: callerServices });
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('forbidden');
    expect([await emu.calls('GET /connect/calendar-items/:id'), await emu.calls(DECISIONS)]).toEqual([reads, sent]);
    expect(await statusOf(itemId, a)).toBe('ADDITION_REQUESTED');
    const rows = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.approved'), eq(auditLog.outcome, 'refused'), eq(auditLog.actorId, viewer.id)));
    expect(rows).toHaveLength(1);
  });

  it('asks before an approval that double-books the person: refused without the yes, naming the clash, nothing sent; confirmed goes through', async () => {
    const asker = people[13]!;
    const start = Date.UTC(2028, 2, 1, 9);
    const bar = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Approve clash bar', start, end: start + 8 * 3_600_000, timeZoneName: 'UTC' });
    await emu.control('PATCH', `calendar-items/${bar.id}`, { members: [{ type: 'USER', userId: asker, status: 'ASSIGNED' }] });
    const till = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Approve clash till', start: start + 3 * 3_600_000, end: start + 5 * 3_600_000, timeZoneName: 'UTC' });
    await emu.control('PATCH', `calendar-items/${till.id}`, { members: [{ type: 'USER', userId: asker, status: 'ADDITION_REQUESTED' }] });
    const sent = await emu.calls(DECISIONS);

    const refused = await runAction(approve.def, approve.handler, { organizationId, itemId: till.id, userId: asker }, { user: scheduler, services: callerServices });
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('conflict');
    const clashes = refused.ok ? [] : (refused.error.fieldErrors?.confirmConflicts ?? []);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatch(/^\S+ \S+ is already on Approve clash bar, .* 09:00–17:00 at that time\.$/);
    expect(await emu.calls(DECISIONS)).toBe(sent);
    expect(await statusOf(till.id, asker)).toBe('ADDITION_REQUESTED');

    const confirmed = await runAction(approve.def, approve.handler, { organizationId, itemId: till.id, userId: asker, confirmConflicts: true }, { user: scheduler, services: callerServices });
    expect(confirmed).toEqual({ ok: true, data: { result: 'done', decision: 'ACCEPTED', alreadyApplied: false, status: 'ACCEPTED' } });
    expect(await statusOf(till.id, asker)).toBe('ACCEPTED');
    // Declining never puts anyone on: no question.
    const door = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Approve clash door', start, end: start + 3_600_000, timeZoneName: 'UTC' });
    await emu.control('PATCH', `calendar-items/${door.id}`, { members: [{ type: 'USER', userId: asker, status: 'ADDITION_REQUESTED' }] });
    const declined = await runAction(decline.def, decline.handler, { organizationId, itemId: door.id, userId: asker }, { user: scheduler, services: callerServices });
    expect(declined.ok && declined.data.result).toBe('done');
  });
});
