import { beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '@/lib/server/access';
import { createScheduleItem } from '@/lib/schedule/server';
import { insertPosition, saveItemPosition, savePersonPositions } from '@/lib/positions/server/positions-store';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import { approveMember, approveMemberDefinition } from './decision-action';
import { answerReplacementDefinition, answerReplacementRequest } from './replacement-action';
import { assignItemMembers, assignMembersDefinition } from './staffing-actions';

// Putting someone on a shift that requires a position they may not work, as the app runs it (the
// action pipeline, a real PGlite database, the emulator over HTTP): refused with the question
// until the manager says yes, whatever the browser asked; someone who may work it goes straight on.
const emu = emulatorForFile('demo');
const t = schedulerAgainstEmulator(emu, { timeZone: 'Europe/London' });
const ADDS = 'POST /connect/calendar-items/:id/members';
const DECISIONS = 'PATCH /connect/calendar-items/:id/members/:userId';
const nurse = { id: crypto.randomUUID(), name: 'Nurse' };

beforeAll(async () => {
  await insertPosition(t.opened.db, t.organizationId, nurse);
});

// A quiet month far ahead, nobody else's shifts around.
const at = (day: number, hour: number) => Date.UTC(2029, 2, day, hour);
const as = () => ({ user: t.scheduler, services: t.services });
const wardShift = async (day: number) => {
  const item = await createScheduleItem(t.services, { organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Ward 3 nights', start: at(day, 20), end: at(day, 23), timeZoneName: 'Europe/London' });
  await saveItemPosition(t.opened.db, t.organizationId, item.id, nurse.id);
  return item;
};
const membersOf = async (itemId: string) => (await emu.control<{ members: { userId?: string; status: string }[] }>('GET', `calendar-items/${itemId}`)).members;
const notANurse = /^.+ is not a Nurse\.$/;

describe('a person lacking the item’s position', () => {
  it('is asked about before being assigned, and goes on with a yes; a nurse goes straight on', async () => {
    const [receptionist, qualified] = [t.people.at(-1)!, t.people.at(-2)!];
    await savePersonPositions(t.opened.db, t.organizationId, qualified, [nurse.id]);
    const item = await wardShift(5);
    const assign = (userId: string, answer: object = {}) =>
      runAction(assignMembersDefinition, assignItemMembers, { organizationId: t.organizationId, itemId: item.id, assignees: [{ type: 'USER', userId, initialStatus: 'ASSIGNED' }], initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, ...answer }, as());
    const sent = await emu.calls(ADDS);

    const unasked = await assign(receptionist);
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', message: expect.stringMatching(/is not a Nurse\. Confirm to go ahead\.$/), fieldErrors: { confirmConflicts: [expect.stringMatching(notANurse)] } });
    expect(await emu.calls(ADDS)).toBe(sent);
    expect((await membersOf(item.id)).some((m) => m.userId === receptionist)).toBe(false);

    expect((await assign(qualified)).ok).toBe(true);
    expect((await assign(receptionist, { confirmConflicts: true })).ok).toBe(true);
    expect((await membersOf(item.id)).filter((m) => m.userId === receptionist || m.userId === qualified).map((m) => m.status)).toEqual(['ASSIGNED', 'ASSIGNED']);
  });

  it('is asked about before a request to join is approved', async () => {
    const person = t.people.at(-3)!;
    const item = await wardShift(12);
    await emu.control('PATCH', `calendar-items/${item.id}`, { members: [{ type: 'USER', userId: person, status: 'ADDITION_REQUESTED' }] });
    const approve = (answer: object) => runAction(approveMemberDefinition, approveMember, { organizationId: t.organizationId, itemId: item.id, userId: person, ...answer }, as());
    const sent = await emu.calls(DECISIONS);

    const unasked = await approve({});
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(notANurse)] } });
    expect(await emu.calls(DECISIONS)).toBe(sent);
    expect((await approve({ confirmConflicts: true })).ok).toBe(true);
    expect((await membersOf(item.id)).find((m) => m.userId === person)?.status).toBe('ACCEPTED');
  });

  it('is asked about before covering a colleague’s shift', async () => {
    const [requester, cover] = [t.people.at(-4)!, t.people.at(-5)!];
    const item = await wardShift(19);
    await emu.control('PATCH', `calendar-items/${item.id}`, { members: [{ type: 'USER', userId: requester, status: 'REPLACEMENT_REQUESTED' }, { type: 'USER', userId: cover, status: 'ADDITION_REQUESTED' }] });
    const answer = (extra: object) => runAction(answerReplacementDefinition, answerReplacementRequest, { organizationId: t.organizationId, itemId: item.id, userId: requester, choice: 'colleague', coverUserId: cover, ...extra }, as());

    const unasked = await answer({});
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(notANurse)] } });
    expect((await membersOf(item.id)).find((m) => m.userId === cover)?.status).toBe('ADDITION_REQUESTED');
    expect((await answer({ confirmConflicts: true })).ok).toBe(true);
    expect((await membersOf(item.id)).find((m) => m.userId === cover)?.status).toBe('ACCEPTED');
  });
});
