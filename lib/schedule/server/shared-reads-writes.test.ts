import { afterEach, describe, expect, it } from 'vitest';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { createUpstreamClient, staticTokenSource } from '@/lib/server/upstream';

// A write through Shiftdesk takes its item into the kept range reads (kept-range.ts) on every
// reading of the spec the service may make of a write's answer: after any mix of writes, the kept
// read is exactly what a fresh read of the service gives. The emulator over HTTP is the service;
// a client that keeps nothing is the fresh read.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu, { SHARED_READ_SECONDS: '60' });
const LIST = 'GET /connect/organizations/:id/calendar-items';
const organizationId = () => app.seed().organizations[0]!.id;
const range = () => ({ from: dayAt(0), to: dayAt(7) - 1 });

const fresh = () => createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(app.seed().firstToken) });
const kept = async () => [...(await app.services().upstream.readCalendarItems(organizationId(), range())).value];
let freshReads = 0;
const readFresh = () => {
  freshReads += 1;
  return fresh().listCalendarItems(organizationId(), range());
};
const shift = (name: string, day: number) => ({ organizationId: organizationId(), type: 'MULTI_ASSIGNEE_SHIFT' as const, name, start: dayAt(day, 9), end: dayAt(day, 17), timeZoneName: 'Europe/London' });
const memberOf = () => app.seed().users.find((u) => u.organizationIds.includes(organizationId()))!.id;

/** Creates, renames, moves within, assigns, moves out of and back into the range, deletes: the kept read after each. */
async function writeAndCompare(): Promise<void> {
  const client = app.services().upstream;
  const created = await client.createCalendarItem(shift('Taken in', 2));
  expect(await kept()).toEqual(await readFresh());
  await client.patchCalendarItem(created.id, { name: 'Taken in, renamed' });
  await client.patchCalendarItem(created.id, { start: String(dayAt(1, 6)), end: String(dayAt(1, 8)) }); // now first among its day's items
  expect(await kept()).toEqual(await readFresh());
  await client.addCalendarItemMember(created.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: memberOf(), initialStatus: 'ASSIGNED' } });
  expect(await kept()).toEqual(await readFresh());
  await client.patchCalendarItem(created.id, { start: String(dayAt(20, 9)), end: String(dayAt(20, 17)) }); // out of the range
  expect((await kept()).map((i) => i.id)).not.toContain(created.id);
  expect(await kept()).toEqual(await readFresh());
  await client.patchCalendarItem(created.id, { start: String(dayAt(3, 9)), end: String(dayAt(3, 17)) }); // back in
  expect(await kept()).toEqual(await readFresh());
  const outside = await client.createCalendarItem(shift('Made outside the range', 30));
  expect((await kept()).map((i) => i.id)).not.toContain(outside.id);
  await client.deleteCalendarItem(created.id);
  await client.deleteCalendarItem(outside.id);
  expect(await kept()).toEqual(await readFresh());
}

describe('shared reads after a write: the kept read is what a fresh read gives', () => {
  /** The service reading the spec this way, and the range kept before any write. */
  async function serviceAnswering(behaviour: Record<string, string>): Promise<void> {
    await emu.behaviour(behaviour);
    app.services().shared.dropAll();
    await kept();
    await emu.resetStats();
  }
  afterEach(async () => {
    await emu.behaviour({ createResponse: 'item', patchResponse: 'item', itemOrganization: 'included' });
  });

  it("with the emulator's answers (the item), and no range read again", async () => {
    await serviceAnswering({});
    freshReads = 0;
    await writeAndCompare();
    // Only the fresh reads of the comparison reached the service: the kept read was never read again.
    expect(await emu.calls(LIST)).toBe(freshReads);
  });

  it('with empty create and patch answers (the item found and read back)', async () => {
    await serviceAnswering({ createResponse: 'empty', patchResponse: 'empty' });
    await writeAndCompare();
  });

  it('with patch answers showing the item as it was before the patch', async () => {
    await serviceAnswering({ patchResponse: 'before' });
    await writeAndCompare();
  });

  it('with items that do not name their organization (every write drops what was kept)', async () => {
    await serviceAnswering({ itemOrganization: 'omitted' });
    await writeAndCompare();
  });

  it('a write that failed drops the organization: the next read asks the service', async () => {
    await serviceAnswering({});
    await expect(app.services().upstream.patchCalendarItem('7999999999999999999', { name: 'Nobody' })).rejects.toThrow();
    const calls = await emu.calls(LIST);
    await kept();
    expect(await emu.calls(LIST)).toBe(calls + 1);
  });
});
