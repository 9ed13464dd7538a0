import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { createUpstreamClient, type UpstreamClient } from './client';
import { staticTokenSource } from './static-token-source';
import { dayAt, emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError, expectSafeMessage } from '@/test/support/expect-app-error';

// Contract tests of the ten calendar item and member endpoints against the emulator (empty seed,
// so every item seen here was made by the test).

const emu = emulatorForFile('empty');
/** Every reading runs twice: ids as strings, and as bare JSON numbers (the lossless parse path). */
const ID_READINGS = ['string', 'number'] as const;
const UNKNOWN = '7999999999999999999';
const fast = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
let seed: SeedInfo;
let client: UpstreamClient;
let orgId: string;
let members: string[];

type RawItem = { id: string; name: string | null; start: number; end: number; deleted: boolean; status: string; members: { userId?: string; status: string }[] };
const raw = (id: string) => emu.control<RawItem>('GET', `calendar-items/${id}`);
const clientWith = (token: string) => createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(token), retry: fast });

function shift(extra: Partial<CreateCalendarItemBody> = {}): CreateCalendarItemBody {
  return { organizationId: orgId, start: dayAt(3, 9), end: dayAt(3, 17), timeZoneName: 'Europe/London', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Early shift', ...extra };
}

beforeAll(async () => {
  seed = await emu.seed();
  client = clientWith(seed.firstToken);
  orgId = seed.organizations[0]!.id;
  members = seed.users.filter((u) => u.organizationIds.includes(orgId)).map((u) => u.id);
});
beforeEach(async () => {
  await emu.faults({});
  await emu.behaviour({ createResponse: 'item', listShape: 'array', idField: 'id', timesAs: 'number', idsAs: 'string', createdMembersAs: 'ASSIGNED' });
  await emu.resetStats();
});

describe.each(ID_READINGS)('calendar items, ids as %ss', (idsAs) => {
  beforeAll(() => emu.reset()); // each reading lists from the same empty organization
  beforeEach(() => emu.behaviour({ idsAs }));

  it('createCalendarItem stores the item and returns it', async () => {
    const item = await client.createCalendarItem(shift({ notes: 'Bring keys', members: { type: 'USER', userId: members[0]! } }));
    const stored = await raw(item.id);
    expect(stored).toMatchObject({ name: 'Early shift', start: dayAt(3, 9), end: dayAt(3, 17), deleted: false });
    expect(item).toMatchObject({ name: 'Early shift', notes: 'Bring keys', type: 'MULTI_ASSIGNEE_SHIFT', organizationId: orgId, status: 'ASSIGNED' });
    expect(item.members).toEqual([expect.objectContaining({ userId: members[0], status: 'ASSIGNED' })]);
  });

  it('createCalendarItem: bad body refused locally; 405 from the service carries field errors', async () => {
    const local = await expectAppError(client.createCalendarItem(shift({ end: dayAt(3, 8) })), 'invalid_input');
    expect(local.fieldErrors).toHaveProperty('end');
    expect((await emu.stats()).total).toBe(0);
    const remote = await expectAppError(client.createCalendarItem(shift({ organizationId: UNKNOWN })), 'invalid_input', 405);
    expect(remote.fieldErrors).toEqual({ organizationId: ['Unknown organization'] });
    expectSafeMessage(remote);
  });

  it('listCalendarItems returns the items starting in the range, not deleted ones', async () => {
    const a = await client.createCalendarItem(shift({ start: dayAt(10, 9), end: dayAt(10, 12), name: 'A' }));
    const b = await client.createCalendarItem(shift({ start: dayAt(11, 9), end: dayAt(11, 12), name: 'B' }));
    const c = await client.createCalendarItem(shift({ start: dayAt(11, 13), end: dayAt(11, 15), name: 'C' }));
    await client.deleteCalendarItem(c.id);
    const listed = await client.listCalendarItems(orgId, { from: dayAt(10), to: dayAt(12) });
    expect(listed.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(await client.listCalendarItems(orgId, { from: dayAt(11), to: dayAt(11, 10) })).toHaveLength(1);
  });

  it('listCalendarItems splits ranges over 62 days and merges them', async () => {
    const early = await client.createCalendarItem(shift({ start: dayAt(20, 9), end: dayAt(20, 10), name: 'early' }));
    const late = await client.createCalendarItem(shift({ start: dayAt(140, 9), end: dayAt(140, 10), name: 'late' }));
    await emu.resetStats();
    const listed = await client.listCalendarItems(orgId, { from: dayAt(15), to: dayAt(145) });
    expect(listed.map((i) => i.id)).toEqual(expect.arrayContaining([early.id, late.id]));
    expect(await emu.calls('GET /connect/organizations/:id/calendar-items')).toBe(3);
  });

  it('listCalendarItems: invalid range or id refused locally; 404, 405 mapped', async () => {
    await expectAppError(client.listCalendarItems(orgId, { from: dayAt(5), to: dayAt(4) }), 'invalid_input');
    await expectAppError(client.listCalendarItems('x1', { from: dayAt(4), to: dayAt(5) }), 'invalid_input');
    expect((await emu.stats()).total).toBe(0);
    await expectAppError(client.listCalendarItems(UNKNOWN, { from: dayAt(4), to: dayAt(5) }), 'not_found', 404);
    await emu.faults({ failNext: [{ method: 'GET', path: '/calendar-items$', status: 405, count: 1 }] });
    await expectAppError(client.listCalendarItems(orgId, { from: dayAt(4), to: dayAt(5) }), 'invalid_input', 405);
  });

  it('getCalendarItem returns the item; 404 and 405 mapped', async () => {
    const created = await client.createCalendarItem(shift());
    expect(await client.getCalendarItem(created.id)).toMatchObject({ id: created.id, name: 'Early shift' });
    await expectAppError(client.getCalendarItem(UNKNOWN), 'not_found', 404);
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/calendar-items/', status: 405, count: 1 }] });
    await expectAppError(client.getCalendarItem(created.id), 'invalid_input', 405);
  });

  it('patchCalendarItem changes the item and returns the answer\'s copy, which shows the patch (no read back)', async () => {
    const created = await client.createCalendarItem(shift());
    await emu.resetStats();
    const patched = await client.patchCalendarItem(created.id, { name: 'Late shift', start: String(dayAt(3, 10)), end: String(dayAt(3, 18)), notes: null });
    expect(patched).toMatchObject({ name: 'Late shift', start: dayAt(3, 10), end: dayAt(3, 18) });
    expect(await raw(created.id)).toMatchObject({ name: 'Late shift', start: dayAt(3, 10), end: dayAt(3, 18) });
    // Every field sent holds in the answer: a read would tell nothing more (other answers: tolerant-readers.test.ts).
    expect(await emu.calls('GET /connect/calendar-items/:id')).toBe(0);
  });

  it('patchCalendarItem: 405 with field errors, 404', async () => {
    const created = await client.createCalendarItem(shift());
    const error = await expectAppError(client.patchCalendarItem(created.id, { start: String(dayAt(3, 18)) }), 'invalid_input', 405);
    expect(error.fieldErrors).toHaveProperty('start');
    await expectAppError(client.patchCalendarItem(UNKNOWN, { name: 'x' }), 'not_found', 404);
  });

  it('deleteCalendarItem marks the item deleted; 404 and 405 mapped', async () => {
    const created = await client.createCalendarItem(shift());
    const deleted = await client.deleteCalendarItem(created.id);
    expect(deleted?.deleted).toBe(true);
    expect((await raw(created.id)).deleted).toBe(true);
    await expectAppError(client.deleteCalendarItem(UNKNOWN), 'not_found', 404);
    await emu.faults({ failNext: [{ method: 'DELETE', path: '^/connect/calendar-items/', status: 405, count: 1 }] });
    await expectAppError(client.deleteCalendarItem(created.id), 'invalid_input', 405);
  });

  it('an id above 2^53 survives create -> list -> get -> patch digit for digit', async () => {
    const created = await client.createCalendarItem(shift({ start: dayAt(40, 9), end: dayAt(40, 10), name: 'big id' }));
    expect(BigInt(created.id) > 2n ** 53n).toBe(true);
    expect(Number(created.id).toString()).not.toBe(created.id); // a double would have lost digits
    const listed = await client.listCalendarItems(orgId, { from: dayAt(40), to: dayAt(41) });
    expect(listed.map((i) => i.id)).toEqual([created.id]);
    expect((await client.getCalendarItem(created.id)).id).toBe(created.id);
    expect((await client.patchCalendarItem(created.id, { notes: 'n' })).id).toBe(created.id);
    expect((await raw(created.id)).id).toBe(created.id);
  });
});

describe.each(ID_READINGS)('calendar item members, ids as %ss', (idsAs) => {
  beforeEach(() => emu.behaviour({ idsAs }));

  it('addCalendarItemMember adds the assignee and sets the status', async () => {
    const item = await client.createCalendarItem(shift());
    const updated = await client.addCalendarItemMember(item.id, {
      newCalendarItemStatus: 'OPEN',
      shouldReplaceMemberStatuses: false,
      members: { type: 'USER', userId: members[1]!, initialStatus: 'PENDING_RESPONSE' },
    });
    expect(updated.members).toEqual([expect.objectContaining({ userId: members[1], status: 'PENDING_RESPONSE' })]);
    expect((await raw(item.id)).members).toEqual([expect.objectContaining({ userId: members[1], status: 'PENDING_RESPONSE' })]);
  });

  it('addCalendarItemMember: a user outside the organization is a 405 with a field error; 404', async () => {
    const item = await client.createCalendarItem(shift());
    const outsider = seed.users.find((u) => !u.organizationIds.includes(orgId))!.id;
    const body = { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER' as const, userId: outsider, initialStatus: 'ASSIGNED' as const } };
    const error = await expectAppError(client.addCalendarItemMember(item.id, body), 'invalid_input', 405);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['members.0.userId']);
    await expectAppError(client.addCalendarItemMember(UNKNOWN, body), 'not_found', 404);
    const local = await expectAppError(client.addCalendarItemMember(item.id, { ...body, members: { type: 'INVITE', initialStatus: 'ASSIGNED' } }), 'invalid_input');
    expect(local.upstreamStatus).toBeUndefined();
  });

  it('request -> accept, request -> decline, remove', async () => {
    const item = await client.createCalendarItem(shift());
    const requested = await client.requestCalendarItemAddition(item.id, members[2]!);
    expect(requested.members).toEqual([expect.objectContaining({ userId: members[2], status: 'ADDITION_REQUESTED' })]);
    const accepted = await client.decideCalendarItemMember(item.id, members[2]!, 'ACCEPTED');
    expect(accepted.members[0]?.status).toBe('ACCEPTED');
    expect(accepted.status).toBe('ASSIGNED');
    await client.requestCalendarItemAddition(item.id, members[3]!);
    const declined = await client.decideCalendarItemMember(item.id, members[3]!, 'DECLINED');
    expect(declined.members.find((m) => m.userId === members[3])?.status).toBe('DECLINED');
    const removed = await client.removeCalendarItemMember(item.id, members[2]!);
    expect(removed.members.map((m) => m.userId)).toEqual([members[3]]);
    expect((await raw(item.id)).members.map((m) => m.userId)).toEqual([members[3]]);
  });

  it('member operations: 405 rules, 404 unknown item or member', async () => {
    const item = await client.createCalendarItem(shift({ members: { type: 'USER', userId: members[0]! } }));
    const again = await expectAppError(client.requestCalendarItemAddition(item.id, members[0]!), 'invalid_input', 405);
    expect(again.fieldErrors).toHaveProperty('userId');
    const notPending = await expectAppError(client.decideCalendarItemMember(item.id, members[0]!, 'ACCEPTED'), 'invalid_input', 405);
    expect(notPending.fieldErrors).toHaveProperty('status');
    await expectAppError(client.requestCalendarItemAddition(UNKNOWN, members[1]!), 'not_found', 404);
    await expectAppError(client.decideCalendarItemMember(item.id, members[1]!, 'DECLINED'), 'not_found', 404);
    await expectAppError(client.removeCalendarItemMember(item.id, members[1]!), 'not_found', 404);
    await emu.faults({ failNext: [{ method: 'DELETE', path: '/members/', status: 405, count: 1 }] });
    await expectAppError(client.removeCalendarItemMember(item.id, members[0]!), 'invalid_input', 405);
    await expectAppError(client.removeCalendarItemMember(item.id, 'me'), 'invalid_input');
  });
});

describe('every calendar endpoint maps 401 and 403', () => {
  const ops: [string, (c: UpstreamClient, id: string) => Promise<unknown>][] = [
    ['create', (c) => c.createCalendarItem(shift())],
    ['list', (c) => c.listCalendarItems(orgId, { from: dayAt(1), to: dayAt(2) })],
    ['get', (c, id) => c.getCalendarItem(id)],
    ['patch', (c, id) => c.patchCalendarItem(id, { name: 'x' })],
    ['delete', (c, id) => c.deleteCalendarItem(id)],
    ['add member', (c, id) => c.addCalendarItemMember(id, { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: members[4]!, initialStatus: 'ASSIGNED' } })],
    ['request addition', (c, id) => c.requestCalendarItemAddition(id, members[5]!)],
    ['decide', (c, id) => c.decideCalendarItemMember(id, members[5]!, 'ACCEPTED')],
    ['remove member', (c, id) => c.removeCalendarItemMember(id, members[5]!)],
  ];

  it.each(ops)('%s', async (name, op) => {
    const item = await client.createCalendarItem(shift());
    const needs = name === 'list' || name === 'get' ? 'CALENDAR_VIEW' : 'CALENDAR_EDIT';
    const lacking = await emu.token(needs === 'CALENDAR_VIEW' ? ['CALENDAR_EDIT'] : ['CALENDAR_VIEW']);
    const forbidden = await expectAppError(op(clientWith(lacking.accessToken), item.id), 'forbidden', 403);
    expect(forbidden.message).toContain(needs);
    const revoked = await emu.token();
    await emu.revoke(revoked.accessToken);
    const refused = await expectAppError(op(clientWith(revoked.accessToken), item.id), 'unauthorised', 401);
    expectSafeMessage(refused, revoked.accessToken);
    expect((await raw(item.id)).deleted).toBe(false);
  });
});
