import { describe, expect, it } from 'vitest';
import { createScheduleItem, getScheduleItemDetail } from '@/lib/schedule/server';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { assignMembers, removeMember, requestAddition } from './member-writes';
import { unknownGroupMessage } from './organization-groups';

// Every member operation against the emulator, with the item read back after each.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);

function org() {
  const seed = app.seed();
  const organization = seed.organizations[0]!;
  const members = seed.users.filter((u) => u.organizationIds.includes(organization.id));
  const outsider = seed.users.find((u) => !u.organizationIds.includes(organization.id))!;
  return { organizationId: organization.id, members, outsider };
}

async function openShift(name: string) {
  return createScheduleItem(app.services(), { organizationId: org().organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: dayAt(5, 9), end: dayAt(5, 17), timeZoneName: 'Europe/London' });
}

// These tests are not about double bookings: the seed's people may already work at these times.
const options = { initialStatus: 'ASSIGNED' as const, newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, confirmConflicts: true };

/** Puts group `groupId` on a fresh item of `organizationId` (the organization's own data then names it), straight through the service. */
async function groupOnAnItemOf(organizationId: string, groupId: string) {
  const other = await app.services().upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Group shift', start: dayAt(12, 9), end: dayAt(12, 17), timeZoneName: 'Europe/London' });
  await app.services().upstream.addCalendarItemMember(other.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, members: { type: 'GROUP', groupId, initialStatus: 'ASSIGNED' } });
}

describe('member writes', () => {
  it('assigns a user, a group and an invite, one request each, and the item shows all three', async () => {
    const { organizationId, members } = org();
    await groupOnAnItemOf(organizationId, '42');
    const item = await openShift('Staff me');
    const outcome = await assignMembers(app.services(), {
      organizationId,
      itemId: item.id,
      ...options,
      assignees: [
        { type: 'USER', userId: members[0]!.id, initialStatus: 'ASSIGNED' },
        { type: 'GROUP', groupId: '42', initialStatus: 'ASSIGNED' },
        { type: 'INVITE', fullName: 'Ann Invite', countryCode: '1', phone: '2025550123', initialStatus: 'ASSIGNED' },
      ],
    });
    expect(outcome.results.map((r) => r.ok)).toEqual([true, true, true]);
    const after = await getScheduleItemDetail(app.services(), item.id);
    expect(after.members.map((m) => [m.type, m.status]).sort()).toEqual([['GROUP', 'ASSIGNED'], ['INVITE', 'ASSIGNED'], ['USER', 'ASSIGNED']]);
    expect(after.members.find((m) => m.type === 'USER')?.displayName).toBe(members[0]!.fullName);
    expect(after.status).toBe('ASSIGNED');
    expect(await emu.calls('POST /connect/calendar-items/:id/members')).toBeGreaterThanOrEqual(3);
  });

  it('says exactly which assignee failed when the service refuses one of them', async () => {
    const { organizationId, members } = org();
    const item = await openShift('Half staffed');
    await emu.faults({ failNext: [{ method: 'POST', path: `^/connect/calendar-items/${item.id}/members$`, status: 503, count: 1 }] });
    const outcome = await assignMembers(app.services(), {
      organizationId,
      itemId: item.id,
      ...options,
      assignees: [
        { type: 'USER', userId: members[1]!.id, initialStatus: 'ASSIGNED' },
        { type: 'USER', userId: members[2]!.id, initialStatus: 'ASSIGNED' },
      ],
    });
    await emu.faults({});
    expect(outcome.results.map((r) => (r.ok ? 'ok' : r.error.kind))).toEqual(['unavailable', 'ok']);
    expect((await getScheduleItemDetail(app.services(), item.id)).members.map((m) => m.userId)).toEqual([members[2]!.id]);
  });

  it('refuses a user outside the organization before writing anything', async () => {
    const { organizationId, members, outsider } = org();
    const item = await openShift('Outsider');
    const before = await emu.calls('POST /connect/calendar-items/:id/members');
    await expect(
      assignMembers(app.services(), { organizationId, itemId: item.id, ...options, assignees: [{ type: 'USER', userId: members[0]!.id, initialStatus: 'ASSIGNED' }, { type: 'USER', userId: outsider.id, initialStatus: 'ASSIGNED' }] }),
    ).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(await emu.calls('POST /connect/calendar-items/:id/members')).toBe(before);
    expect((await getScheduleItemDetail(app.services(), item.id)).members).toEqual([]);
  });

  it('refuses a group the organization’s items do not name (one of another organization, or unknown), before writing anything, next to the group', async () => {
    const { organizationId } = org();
    const elsewhere = app.seed().otherEnterprise!.organizations[0]!.id;
    await groupOnAnItemOf(elsewhere, '7777');
    const item = await openShift('Foreign group');
    const before = await emu.calls('POST /connect/calendar-items/:id/members');
    for (const groupId of ['7777', '31337']) {
      await expect(assignMembers(app.services(), { organizationId, itemId: item.id, ...options, assignees: [{ type: 'GROUP', groupId, initialStatus: 'ASSIGNED' }] })).rejects.toMatchObject({
        kind: 'invalid_input',
        fieldErrors: { 'assignees.0.groupId': [unknownGroupMessage(groupId)] },
      });
    }
    expect(await emu.calls('POST /connect/calendar-items/:id/members')).toBe(before);
    expect((await getScheduleItemDetail(app.services(), item.id)).members).toEqual([]);
  });

  it('asks to join on a worker’s behalf, only for someone not on the item, then removes them', async () => {
    const { organizationId, members } = org();
    const item = await openShift('Ask for me');
    const requested = await requestAddition(app.services(), organizationId, item.id, members[3]!.id);
    expect(requested.item.members.map((m) => [m.userId, m.status])).toEqual([[members[3]!.id, 'ADDITION_REQUESTED']]);
    await expect(requestAddition(app.services(), organizationId, item.id, members[3]!.id)).rejects.toMatchObject({ kind: 'invalid_input' });

    const removed = await removeMember(app.services(), organizationId, item.id, members[3]!.id);
    expect(removed.item.members.filter((m) => m.status !== 'DELETED').map((m) => m.userId)).not.toContain(members[3]!.id);
    await expect(removeMember(app.services(), organizationId, item.id, members[4]!.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
  it('refuses a double booking the manager did not confirm, naming it, and writes nothing; confirmed, it goes through', async () => {
    const { organizationId, members } = org();
    const person = members[5]!;
    const first = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Early bar', start: dayAt(40, 6), end: dayAt(40, 14), timeZoneName: 'UTC' });
    await assignMembers(app.services(), { organizationId, itemId: first.id, ...options, assignees: [{ type: 'USER', userId: person.id, initialStatus: 'ASSIGNED' }] });
    const second = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late bar', start: dayAt(40, 13), end: dayAt(40, 21), timeZoneName: 'UTC' });
    const adding = { organizationId, itemId: second.id, ...options, assignees: [{ type: 'USER' as const, userId: person.id, initialStatus: 'ASSIGNED' as const }] };
    const before = await emu.calls('POST /connect/calendar-items/:id/members');
    const refused = assignMembers(app.services(), { ...adding, confirmConflicts: false });
    await expect(refused).rejects.toMatchObject({ kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(new RegExp(`^${person.fullName} is already on Early bar, .* 06:00–14:00 at that time\\.$`))] } });
    expect(await emu.calls('POST /connect/calendar-items/:id/members')).toBe(before);
    // A shift that only touches the first one's end is no double booking.
    const after = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Evening', start: dayAt(40, 14), end: dayAt(40, 18), timeZoneName: 'UTC' });
    expect((await assignMembers(app.services(), { ...adding, itemId: after.id, confirmConflicts: false })).results.map((r) => r.ok)).toEqual([true]);

    const confirmed = await assignMembers(app.services(), adding);
    expect(confirmed.results.map((r) => r.ok)).toEqual([true]);
  });
});
