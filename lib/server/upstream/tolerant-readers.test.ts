import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarItem, CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { parseJsonExact } from '@/lib/contract/json';
import { pickCreated } from './calendar/find-created-item';
import { calendarItemReader } from '@/lib/contract/calendar-item-reader';
import { rangeChunks } from './calendar/range-chunks';
import { createUpstreamClient, type UpstreamClient } from './client';
import { readMany, readOne } from './endpoints/read-answer';
import { staticTokenSource } from './static-token-source';
import { dayAt, emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError } from '@/test/support/expect-app-error';

// docs/decisions/spec-readings.md: where the spec shows no shape, the client accepts every plausible one. First
// as pure reads of each variant, then over HTTP with the emulator switched to the other shapes.

const BIG = '9007199254740993123'; // above 2^53: a double would lose digits
const base = { id: BIG, organizationId: '7000000000000000002', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: 1_900_000_000_000, end: 1_900_000_360_000, status: 'OPEN' };
const read = (record: unknown) => readOne(record, calendarItemReader, 'calendar item');

describe('calendar item reader (pure)', () => {
  it('reads the id under calendarItemId, exactly, from a JSON number', () => {
    const { id: _id, ...rest } = base;
    const text = JSON.stringify({ ...rest, calendarItemId: 0 }).replace('"calendarItemId":0', `"calendarItemId":${BIG}`);
    expect(read(parseJsonExact(text)).id).toBe(BIG);
  });

  it('reads times given as numeric strings', () => {
    const item = read({ ...base, start: '1900000000000', end: '1900000360000', createdAt: '1700000000000' });
    expect(item).toMatchObject({ start: 1_900_000_000_000, end: 1_900_000_360_000, createdAt: 1_700_000_000_000 });
  });

  it('reads organizationId as an entity reference (even one labelled USER)', () => {
    expect(read({ ...base, organizationId: { id: '7000000000000000003', entityType: 'USER', updatedAt: 1 } }).organizationId).toBe('7000000000000000003');
  });

  it('reads members as an array, one object, null or absent', () => {
    const member = { type: 'USER', userId: '7000000000000000010', status: 'ACCEPTED' };
    expect(read({ ...base, members: [member] }).members).toHaveLength(1);
    expect(read({ ...base, members: member }).members).toEqual([expect.objectContaining({ userId: '7000000000000000010', status: 'ACCEPTED' })]);
    expect(read({ ...base, members: null }).members).toEqual([]);
    expect(read(base).members).toEqual([]);
    expect(read({ ...base, members: [member, 'junk', { status: 'WEIRD_NEW_STATUS' }] }).members.map((m) => m.status)).toEqual(['ACCEPTED', 'WEIRD_NEW_STATUS']);
  });

  it('reads deletion as deleted, isDeleted or status DELETED', () => {
    expect(read({ ...base, deleted: true }).deleted).toBe(true);
    expect(read({ ...base, isDeleted: true }).deleted).toBe(true);
    expect(read({ ...base, status: 'DELETED' }).deleted).toBe(true);
    expect(read(base).deleted).toBe(false);
  });

  it('keeps unknown fields and unknown statuses (raw view)', () => {
    const item = read({ ...base, status: 'PUBLISHED', colour: '#f80', extra: { nested: 1 } });
    expect(item.status).toBe('PUBLISHED');
    expect(item.raw).toMatchObject({ colour: '#f80', extra: { nested: 1 } });
  });

  it('reads a single record bare or in an array; an empty array is not_found', () => {
    expect(read([base]).id).toBe(BIG);
    expect(() => read([])).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(() => read({ nothing: true })).toThrow(expect.objectContaining({ kind: 'unexpected' }));
  });

  it.each(['items', 'data', 'calendarItems', 'results'])('reads a list wrapped under %s, skipping unreadable records', (key) => {
    const list = readMany({ [key]: [base, { ...base, id: '2' }, { nonsense: true }], total: 3 }, calendarItemReader, 'calendar item');
    expect(list.map((i) => i.id)).toEqual([BIG, '2']);
  });

  it('an empty list body is an empty list; a body with no list is unreadable', () => {
    expect(readMany(undefined, calendarItemReader, 'calendar item')).toEqual([]);
    expect(() => readMany({ message: 'hi' }, calendarItemReader, 'calendar item')).toThrow(expect.objectContaining({ kind: 'unexpected' }));
  });
});

describe('finding a created item and splitting ranges (pure)', () => {
  const sent: CreateCalendarItemBody = { organizationId: '7000000000000000002', start: 1000, end: 2000, timeZoneName: 'UTC', type: 'MEETING', name: 'Sync' };
  const item = (id: string, extra: Partial<CalendarItem> = {}) => ({ ...read({ id, type: 'MEETING', name: 'Sync', start: 1000, end: 2000, organizationId: sent.organizationId, createdAt: 5 }), ...extra });

  it('matches type, name, start and end, and prefers the newest', () => {
    const candidates = [item('7000000000000000100'), item('7000000000000000105'), item('7000000000000000200', { name: 'Other' }), item('7000000000000000300', { end: 3000 })];
    expect(pickCreated(candidates, sent)?.id).toBe('7000000000000000105');
    expect(pickCreated([item('7000000000000000100', { createdAt: 9 }), item('7000000000000000105')], sent)?.id).toBe('7000000000000000100');
    expect(pickCreated([item('1', { type: 'TIME_OFF' })], sent)).toBeUndefined();
  });

  it('splits a range into inclusive 62-day chunks without gaps or overlaps', () => {
    const day = 86_400_000;
    const chunks = rangeChunks({ from: 0, to: 130 * day });
    expect(chunks).toEqual([
      { from: 0, to: 62 * day - 1 },
      { from: 62 * day, to: 124 * day - 1 },
      { from: 124 * day, to: 130 * day },
    ]);
    expect(rangeChunks({ from: 5, to: 5 })).toEqual([{ from: 5, to: 5 }]);
  });
});

// Every shape is read twice: ids as strings, and as bare JSON numbers (all 19 digits, which a plain
// JSON.parse rounds), so the client's lossless parse is on the path of every read and write here.
describe.each(['string', 'number'] as const)('over HTTP with the emulator answering in the other shapes, ids as %ss', (idsAs) => {
  const emu = emulatorForFile('empty');
  let seed: SeedInfo;
  let client: UpstreamClient;
  const org = () => seed.organizations[2]!.id;
  const shift = (name: string, day: number): CreateCalendarItemBody => ({ organizationId: org(), start: dayAt(day, 8), end: dayAt(day, 16), timeZoneName: 'UTC', type: 'MULTI_ASSIGNEE_SHIFT', name });

  beforeAll(async () => {
    seed = await emu.seed();
    client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken) });
  });
  beforeEach(async () => {
    await emu.behaviour({ createResponse: 'item', patchResponse: 'item', listShape: 'array', idField: 'id', timesAs: 'number', idsAs, createdMembersAs: 'ASSIGNED' });
    await emu.resetStats();
  });

  it('an empty create answer: the new item is found by listing its start instant', async () => {
    await emu.behaviour({ createResponse: 'empty' });
    await client.createCalendarItem(shift('Twin', 7)); // an older look-alike
    await client.createCalendarItem({ ...shift('Twin', 7), end: dayAt(7, 12) }); // same start, other end
    await emu.resetStats();
    const created = await client.createCalendarItem(shift('Twin', 7));
    expect(created).toMatchObject({ name: 'Twin', start: dayAt(7, 8), end: dayAt(7, 16) });
    const raw = await emu.control<{ id: string }>('GET', `calendar-items/${created.id}`);
    expect(raw.id).toBe(created.id);
    const stats = await emu.stats();
    expect(stats.byRoute['GET /connect/organizations/:id/calendar-items']).toEqual({ 200: 1 });
    const all = await client.listCalendarItems(org(), { from: dayAt(7), to: dayAt(8) });
    expect(all.filter((i) => i.name === 'Twin' && i.end === dayAt(7, 16)).map((i) => i.id).sort().at(-1)).toBe(created.id);
  });

  it('wrapped lists, ids under calendarItemId and times as strings through every read and write', async () => {
    await emu.behaviour({ listShape: 'wrapped', idField: 'calendarItemId', timesAs: 'string' });
    const created = await client.createCalendarItem(shift('Shapes', 9));
    expect(created).toMatchObject({ name: 'Shapes', start: dayAt(9, 8) });
    expect(created.raw).toHaveProperty('calendarItemId', created.id);
    const listed = await client.listCalendarItems(org(), { from: dayAt(9), to: dayAt(10) });
    expect(listed.map((i) => i.id)).toEqual([created.id]);
    const patched = await client.patchCalendarItem(created.id, { end: String(dayAt(9, 17)) });
    expect(patched.end).toBe(dayAt(9, 17));
    expect((await client.deleteCalendarItem(created.id))?.deleted).toBe(true);
    expect(await client.listCalendarItems(org(), { from: dayAt(9), to: dayAt(10) })).toEqual([]);
  });

  it.each([
    ['item', 0],
    ['empty', 1],
    ['before', 1],
  ] as const)('a patch answered with %s: the patched item, read again only when the answer does not show the patch (%i reads)', async (patchResponse, reads) => {
    const created = await client.createCalendarItem(shift('Patched', 15));
    await emu.behaviour({ patchResponse, timesAs: 'string' });
    await emu.resetStats();
    const patched = await client.patchCalendarItem(created.id, { start: String(dayAt(15, 9)), end: String(dayAt(15, 17)), name: 'Patched later', notes: '' });
    expect(patched).toMatchObject({ id: created.id, start: dayAt(15, 9), end: dayAt(15, 17), name: 'Patched later' });
    expect(patched.notes ?? null).toBeNull();
    const stats = await emu.stats();
    expect(stats.byRoute['PATCH /connect/calendar-items/:id']).toEqual({ 200: 1 });
    expect(stats.byRoute['GET /connect/calendar-items/:id'] ?? {}).toEqual(reads ? { 200: reads } : {});
  });

  it('ids through every read and write, exact to the last digit', async () => {
    // What the wire carries: strings, or numbers that a plain JSON.parse would round.
    const raw = await (await fetch(`${emu.url}/connect/enterprises/${seed.enterprise.id}/organizations`, { headers: { authorization: `Bearer ${seed.firstToken}` } })).text();
    const first = seed.organizations[0]!.id;
    expect(raw).toContain(idsAs === 'number' ? `:${first}` : `:"${first}"`);
    expect(String((JSON.parse(raw) as { organizationId: { id: unknown } }[])[0]!.organizationId.id) === first).toBe(idsAs === 'string');

    expect((await client.listEnterpriseOrganizations(seed.enterprise.id)).map((o) => o.organizationId).sort()).toEqual(seed.organizations.map((o) => o.id).sort());
    const worker = seed.users.find((u) => u.organizationIds.includes(org()))!;
    expect((await client.listOrganizationMembers(org())).map((m) => m.userId)).toContain(worker.id);
    expect((await client.getUser(worker.id)).id).toBe(worker.id);

    const created = await client.createCalendarItem(shift('Numeric ids', 13));
    expect(created.id).toMatch(/^\d{19}$/);
    expect(created.organizationId).toBe(org());
    expect((await client.listCalendarItems(org(), { from: dayAt(13), to: dayAt(14) })).map((i) => i.id)).toEqual([created.id]);
    const staffed = await client.addCalendarItemMember(created.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: worker.id, initialStatus: 'ASSIGNED' } });
    expect(staffed.members.map((m) => m.userId)).toEqual([worker.id]);
    expect((await client.getCalendarItem(created.id)).id).toBe(created.id);
    expect((await client.deleteCalendarItem(created.id))?.deleted).toBe(true);
  });

  it('an empty create answer that cannot be matched is reported as saved-but-unreadable, never resent', async () => {
    await emu.behaviour({ createResponse: 'empty' });
    await emu.faults({ failNext: [{ method: 'GET', path: '/calendar-items$', status: 500, count: 3 }] });
    const error = await expectAppError(client.createCalendarItem(shift('Lost answer', 11)), 'unexpected');
    expect(error.message).toMatch(/saved/);
    expect((await emu.stats()).byRoute['POST /connect/calendar-items']).toEqual({ 200: 1 });
    await emu.faults({});
  });
});
