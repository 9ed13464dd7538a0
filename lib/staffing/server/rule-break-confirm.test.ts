import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { createScheduleItem } from '@/lib/schedule/server';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { approveMember, approveMemberDefinition } from './decision-action';
import { answerReplacementDefinition, answerReplacementRequest } from './replacement-action';
import { assignItemMembers, assignMembersDefinition } from './staffing-actions';

// A write that breaks a working-time rule, as the app runs it (the action pipeline, a real PGlite
// database, the emulator over HTTP): refused without the manager's yes, refused with a yes but no
// reason, done with a reason, and the audit row keeps the reason, the rule and the figures.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const ADDS = 'POST /connect/calendar-items/:id/members';
const DECISIONS = 'PATCH /connect/calendar-items/:id/members/:userId';
let organizationId: string;
let people: string[];
let opened: OpenedDatabase;
let scheduler: SessionUser;
let services: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  // Eleven hours' rest, in London; the other rules unset.
  await upsertOrganizationEntry(opened.db, { organizationId, timeZone: 'Europe/London', workingTimeRules: { minRestMinutes: 660 } });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened.close();
});

// A quiet month far ahead (UTC is London's winter time): a close until 23:00, then an open at 07:00.
const at = (day: number, hour: number) => Date.UTC(2029, 0, day, hour);
const shift = (name: string, start: number, end: number) => createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start, end, timeZoneName: 'Europe/London' });
const membersOf = async (itemId: string) => (await emu.control<{ members: { userId?: string; status: string }[] }>('GET', `calendar-items/${itemId}`)).members;
const auditRows = (action: string, itemId: string) => opened.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, itemId)));
const restBreak = { rule: 'minRest', actual: 480, limit: 660, words: 'rest 8 h, minimum 11 h' };

describe('a working-time rule break is asked, needs a reason, and is audited', () => {
  it('assigning someone to an open eight hours after their close', async () => {
    const person = people[20]!;
    const close = await shift('Close', at(8, 15), at(8, 23));
    const open = await shift('Open', at(9, 7), at(9, 15));
    const assign = (answer: object) =>
      runAction(assignMembersDefinition, assignItemMembers, { organizationId, itemId: open.id, assignees: [{ type: 'USER', userId: person, initialStatus: 'ASSIGNED' }], initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, ...answer }, { user: scheduler, services });
    const first = await runAction(assignMembersDefinition, assignItemMembers, { organizationId, itemId: close.id, assignees: [{ type: 'USER', userId: person, initialStatus: 'ASSIGNED' }], initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false }, { user: scheduler, services });
    expect(first.ok).toBe(true);
    const sent = await emu.calls(ADDS);

    const unasked = await assign({});
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/^.+: rest 8 h, minimum 11 h\.$/)] } });
    // A yes to double bookings only (a roster drop asks before it knows the rules): the rules are asked.
    const yesWithoutRules = await assign({ confirmConflicts: true });
    expect(yesWithoutRules.ok ? null : yesWithoutRules.error).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/rest 8 h, minimum 11 h/)] } });
    const noReason = await assign({ confirmConflicts: true, ruleBreakReason: '   ' });
    expect(noReason.ok ? null : noReason.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { ruleBreakReason: ['Say why this goes ahead despite the working-time rules.'] } });
    expect(await emu.calls(ADDS)).toBe(sent);
    expect((await membersOf(open.id)).some((m) => m.userId === person)).toBe(false);

    const done = await assign({ confirmConflicts: true, ruleBreakReason: 'Only trained opener this week' });
    expect(done.ok).toBe(true);
    expect((await membersOf(open.id)).find((m) => m.userId === person)?.status).toBe('ASSIGNED');
    const rows = (await auditRows('member.assigned', open.id)).filter((r) => r.outcome === 'success');
    expect(rows.map((r) => (r.detail as { ruleBreaks?: unknown }).ruleBreaks)).toEqual([{ reason: 'Only trained opener this week', breaks: [restBreak] }]);
  });

  it('approving a request to join the open after a close', async () => {
    const person = people[21]!;
    const close = await shift('Close', at(15, 15), at(15, 23));
    const open = await shift('Open', at(16, 7), at(16, 15));
    await emu.control('PATCH', `calendar-items/${close.id}`, { members: [{ type: 'USER', userId: person, status: 'ACCEPTED' }] });
    await emu.control('PATCH', `calendar-items/${open.id}`, { members: [{ type: 'USER', userId: person, status: 'ADDITION_REQUESTED' }] });
    const approve = (answer: object) => runAction(approveMemberDefinition, approveMember, { organizationId, itemId: open.id, userId: person, ...answer }, { user: scheduler, services });
    const sent = await emu.calls(DECISIONS);

    const unasked = await approve({});
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/rest 8 h, minimum 11 h/)] } });
    expect(await approve({ confirmConflicts: true })).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/rest 8 h/)] } } });
    expect(await approve({ confirmConflicts: true, ruleBreakReason: ' ' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await emu.calls(DECISIONS)).toBe(sent);

    expect((await approve({ confirmConflicts: true, ruleBreakReason: 'She asked for it' })).ok).toBe(true);
    expect((await membersOf(open.id)).find((m) => m.userId === person)?.status).toBe('ACCEPTED');
    const [row] = (await auditRows('member.approved', open.id)).filter((r) => r.outcome === 'success');
    expect((row?.detail as { ruleBreaks?: unknown }).ruleBreaks).toEqual({ reason: 'She asked for it', people: [{ userId: person, name: expect.any(String), breaks: [restBreak] }] });
  });

  it('approving a colleague’s cover of a replacement request, the cover opening after their close', async () => {
    const [requester, cover] = [people[22]!, people[23]!];
    const close = await shift('Close', at(22, 15), at(22, 23));
    const open = await shift('Open', at(23, 7), at(23, 15));
    await emu.control('PATCH', `calendar-items/${close.id}`, { members: [{ type: 'USER', userId: cover, status: 'ACCEPTED' }] });
    await emu.control('PATCH', `calendar-items/${open.id}`, { members: [{ type: 'USER', userId: requester, status: 'REPLACEMENT_REQUESTED' }, { type: 'USER', userId: cover, status: 'ADDITION_REQUESTED' }] });
    const approveCover = (answer: object) => runAction(answerReplacementDefinition, answerReplacementRequest, { organizationId, itemId: open.id, userId: requester, choice: 'colleague', coverUserId: cover, ...answer }, { user: scheduler, services });
    const sent = await emu.calls(DECISIONS);

    const unasked = await approveCover({});
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/rest 8 h, minimum 11 h/)] } });
    expect(await approveCover({ confirmConflicts: true, ruleBreakReason: ' ' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await emu.calls(DECISIONS)).toBe(sent);

    expect((await approveCover({ confirmConflicts: true, ruleBreakReason: 'Only Mia knows the bar' })).ok).toBe(true);
    const members = await membersOf(open.id);
    expect(members.find((m) => m.userId === cover)?.status).toBe('ACCEPTED');
    expect(members.some((m) => m.userId === requester && m.status !== 'DELETED')).toBe(false);
    const [row] = (await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.replacement_answered'), eq(auditLog.targetId, `${open.id}/${requester}`)))).filter((r) => r.outcome === 'success');
    expect((row?.detail as { ruleBreaks?: unknown }).ruleBreaks).toEqual({ reason: 'Only Mia knows the bar', people: [{ userId: cover, name: expect.any(String), breaks: [restBreak] }] });
  });
});
