import { describe, expect, it } from 'vitest';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { createScheduleItem, deleteScheduleItem, getScheduleItemDetail, listScheduleItems, patchScheduleItem } from './calendar-service';

// The schedule service as the app runs it: the app-wide client and token store, a real PGlite
// database, the emulator over HTTP.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const organizationId = () => app.seed().organizations[0]!.id;

async function newShift(name: string) {
  return createScheduleItem(app.services(), { organizationId: organizationId(), type: 'MULTI_ASSIGNEE_SHIFT', name, start: dayAt(3, 9), end: dayAt(3, 17), timeZoneName: 'Europe/London' });
}

describe('calendar service', () => {
  it('lists a range with member names resolved from profiles', async () => {
    const items = await listScheduleItems(app.services(), organizationId(), { from: dayAt(-3), to: dayAt(7) });
    expect(items.length).toBeGreaterThan(10);
    const withUser = items.flatMap((i) => i.members).find((m) => m.userId);
    expect(withUser?.displayName).toMatch(/^\S+ \S+/);
    expect(withUser?.displayName).not.toMatch(/^User \d/);
    expect(items.every((i) => /^\d{19}$/.test(i.id))).toBe(true);
  });

  it('a first assignee is assigned on either reading of create: assigned at once, or left waiting and then assigned', async () => {
    const worker = app.seed().users.find((u) => u.organizationIds.includes(organizationId()))!;
    const body = { organizationId: organizationId(), type: 'MULTI_ASSIGNEE_SHIFT' as const, start: dayAt(6, 9), end: dayAt(6, 17), timeZoneName: 'Europe/London', members: { type: 'USER' as const, userId: worker.id } };
    for (const createdMembersAs of ['ASSIGNED', 'PENDING_RESPONSE'] as const) {
      await emu.behaviour({ createdMembersAs });
      await emu.resetStats();
      const item = await createScheduleItem(app.services(), { ...body, name: `First assignee ${createdMembersAs}` });
      expect(item.members.map((m) => [m.userId, m.status])).toEqual([[worker.id, 'ASSIGNED']]);
      expect(item.status).toBe('ASSIGNED');
      expect((await emu.control<{ members: { status: string }[] }>('GET', `calendar-items/${item.id}`)).members.map((m) => m.status)).toEqual(['ASSIGNED']);
      // Only the reading that leaves the person waiting needs the members call.
      const memberCalls = (await emu.stats()).byRoute['POST /connect/calendar-items/:id/members'];
      expect(memberCalls).toEqual(createdMembersAs === 'ASSIGNED' ? undefined : { 200: 1 });
    }
    await emu.behaviour({ createdMembersAs: 'ASSIGNED' });
  });

  it('moves an item when it is as the browser saw it, and reports before and after', async () => {
    const item = await newShift('Move me');
    const outcome = await patchScheduleItem(app.services(), organizationId(), item.id, { start: String(dayAt(4, 9)), end: String(dayAt(4, 17)) }, { expectedVersion: item.version, force: false });
    expect(outcome.status).toBe('saved');
    if (outcome.status !== 'saved') return;
    expect(outcome.before.start).toBe(dayAt(3, 9));
    expect(outcome.item.start).toBe(dayAt(4, 9));
    expect((await getScheduleItemDetail(app.services(), item.id)).start).toBe(dayAt(4, 9));
  });

  it('never overwrites a change made in the product meanwhile, unless the manager forces it', async () => {
    const item = await newShift('Contested');
    await emu.control('PATCH', `calendar-items/${item.id}`, { name: 'Renamed by a worker' });

    const outcome = await patchScheduleItem(app.services(), organizationId(), item.id, { start: String(dayAt(5, 9)), end: String(dayAt(5, 17)) }, { expectedVersion: item.version, force: false });
    expect(outcome.status).toBe('conflict');
    if (outcome.status === 'conflict') expect(outcome.current.name).toBe('Renamed by a worker');
    const untouched = await getScheduleItemDetail(app.services(), item.id);
    expect([untouched.start, untouched.name]).toEqual([dayAt(3, 9), 'Renamed by a worker']);

    const forced = await patchScheduleItem(app.services(), organizationId(), item.id, { start: String(dayAt(5, 9)), end: String(dayAt(5, 17)) }, { expectedVersion: item.version, force: true });
    expect(forced.status).toBe('saved');
    expect((await getScheduleItemDetail(app.services(), item.id)).start).toBe(dayAt(5, 9));
  });

  it('deletes only an unchanged item; a deleted item is then not found for writes', async () => {
    const item = await newShift('Delete me');
    expect((await deleteScheduleItem(app.services(), organizationId(), item.id, { expectedVersion: 'stale', force: false })).status).toBe('conflict');
    expect((await deleteScheduleItem(app.services(), organizationId(), item.id, { expectedVersion: item.version, force: false })).status).toBe('deleted');
    await expect(patchScheduleItem(app.services(), organizationId(), item.id, { name: 'x' }, { expectedVersion: item.version, force: true })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses to write an item of another organization', async () => {
    const item = await newShift('Not yours');
    await expect(patchScheduleItem(app.services(), '7000000000000000003', item.id, { name: 'x' }, { expectedVersion: item.version, force: false })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses to write an item whose read does not say its organization (behaviour itemOrganization: omitted)', async () => {
    const item = await newShift('No organization');
    await emu.behaviour({ itemOrganization: 'omitted' });
    try {
      await expect(patchScheduleItem(app.services(), organizationId(), item.id, { name: 'x' }, { expectedVersion: item.version, force: true })).rejects.toMatchObject({ kind: 'not_found' });
      await expect(deleteScheduleItem(app.services(), organizationId(), item.id, { expectedVersion: item.version, force: true })).rejects.toMatchObject({ kind: 'not_found' });
    } finally {
      await emu.behaviour({ itemOrganization: 'included' });
    }
    expect((await emu.control<{ name: string; deleted: boolean }>('GET', `calendar-items/${item.id}`))).toMatchObject({ name: 'No organization', deleted: false });
  });

  it('creates nothing in an unknown organization, or for someone from another one, and sends the service no invalid request', async () => {
    // Found by the fuzzer: both went to the service, which answered 405.
    const shift = { type: 'MULTI_ASSIGNEE_SHIFT' as const, start: dayAt(3, 9), end: dayAt(3, 17), timeZoneName: 'Europe/London' };
    const outsider = app.seed().users.find((u) => !u.organizationIds.includes(organizationId()))!;
    const before = (await emu.stats()).status405;
    await expect(createScheduleItem(app.services(), { ...shift, organizationId: '9007199254740993' })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(createScheduleItem(app.services(), { ...shift, organizationId: organizationId(), members: { type: 'USER', userId: outsider.id } })).rejects.toMatchObject({ kind: 'invalid_input' });
    expect((await emu.stats()).status405).toBe(before);
  });
});
