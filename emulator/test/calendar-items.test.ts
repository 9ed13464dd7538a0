import { beforeEach, describe, expect, it } from 'vitest';
import { calendarItemRecordSchema } from '@/lib/contract/calendar-item';
import { at, ORG_CAFE, ORG_CLINIC, emulatorForFile, usersOf, shiftBody } from './harness';

// Calendar items over HTTP: create, list, fetch, patch, delete, with the state checked after
// every change through a second read.

const h = emulatorForFile();
beforeEach(() => h.reset('empty'));

const create = (extra: Record<string, unknown> = {}, org = ORG_CAFE) => h.call('POST', '/connect/calendar-items', { body: shiftBody(org, extra) });
const fetchItem = (id: string) => h.call('GET', `/connect/calendar-items/${id}`);
const list = (org: string, query = '') => h.call('GET', `/connect/organizations/${org}/calendar-items${query}`);

describe('POST /connect/calendar-items', () => {
  it('creates an item and answers with its record; the item is then fetchable and listed', async () => {
    const r = await create({ notes: 'Bring keys' });
    expect(r.status).toBe(200);
    const record = calendarItemRecordSchema.parse(r.body);
    expect(record).toMatchObject({ organizationId: ORG_CAFE, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Test shift', notes: 'Bring keys', status: 'OPEN', members: [], deleted: false });
    expect(record.id).toMatch(/^\d{19}$/);
    expect(r.text).toContain(`"id":"${record.id}"`);
    expect((await fetchItem(record.id)).body).toEqual(r.body);
    expect((await list(ORG_CAFE)).body.map((i: { id: string }) => i.id)).toEqual([record.id]);
  });

  it('takes a member as one object or as an array; a member makes the item ASSIGNED', async () => {
    const [a, b] = await usersOf(h, ORG_CAFE);
    const one = await create({ members: { type: 'USER', userId: a } });
    expect(one.body.members).toEqual([{ type: 'USER', userId: a, status: 'ASSIGNED', updatedAt: expect.any(Number) }]);
    expect(one.body.status).toBe('ASSIGNED');
    const two = await create({ members: [{ type: 'USER', userId: a }, { type: 'USER', userId: b }] });
    expect(two.body.members.map((m: { userId: string }) => m.userId)).toEqual([a, b]);
  });

  it('405 with issues for bad bodies', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ end: at(3, 8) }, 'end'],
      [{ type: 'PARTY' }, 'type'],
      [{ timeZoneName: 'Mars/Olympus' }, 'timeZoneName'],
      [{ organizationId: 'abc' }, 'organizationId'],
      [{ start: '1700000000000' }, 'start'],
      [{ members: { type: 'USER' } }, 'members.userId'],
      [{ members: [{ type: 'USER', userId: 'x' }] }, 'members.0.userId'],
    ];
    for (const [extra, path] of cases) {
      const r = await create(extra);
      expect(r.status, path).toBe(405);
      expect(r.body.issues.map((i: { path: string }) => i.path), path).toContain(path);
    }
    const missing = await h.call('POST', '/connect/calendar-items', { body: { organizationId: ORG_CAFE } });
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['start', 'end', 'timeZoneName', 'type']));
    expect((await list(ORG_CAFE)).body).toEqual([]);
  });

  it('405 for a user of another organization and for an unknown organization', async () => {
    const cafe = new Set(await usersOf(h, ORG_CAFE));
    const clinicOnly = (await usersOf(h, ORG_CLINIC)).find((id) => !cafe.has(id)) as string;
    expect(clinicOnly).toBeDefined();
    const r = await create({ members: { type: 'USER', userId: clinicOnly } });
    expect(r.status).toBe(405);
    expect(r.body.message).toMatch(/not a member of organization/);
    expect((await create({ organizationId: '7000000000000000999' })).status).toBe(405);
  });
});

describe('GET /connect/organizations/{id}/calendar-items', () => {
  it('lists by inclusive start bounds, sorted by start, without deleted items or other organizations', async () => {
    const ids: string[] = [];
    for (const hour of [12, 8, 10]) ids.push((await create({ start: at(1, hour), end: at(1, hour + 1) })).body.id);
    await create({}, ORG_CLINIC);
    const all = await list(ORG_CAFE);
    expect(all.body.map((i: { start: number }) => i.start)).toEqual([at(1, 8), at(1, 10), at(1, 12)]);
    const bounded = await list(ORG_CAFE, `?startsAtOrAfter=${at(1, 10)}&startsAtOrBefore=${at(1, 12)}`);
    expect(bounded.body.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0]]);
    expect((await list(ORG_CAFE, `?startsAtOrAfter=${at(1, 10) + 1}&startsAtOrBefore=${at(1, 12) - 1}`)).body).toEqual([]);
    await h.call('DELETE', `/connect/calendar-items/${ids[2]}`);
    expect((await list(ORG_CAFE)).body).toHaveLength(2);
  });

  it('405 for a query bound that is not epoch milliseconds', async () => {
    const r = await list(ORG_CAFE, '?startsAtOrAfter=yesterday');
    expect(r.status).toBe(405);
    expect(r.body.issues[0].path).toBe('startsAtOrAfter');
  });
});

describe('PATCH /connect/calendar-items/{id}', () => {
  it('changes fields (times as strings), bumps updatedAt, and moves the item in the list', async () => {
    const item = (await create({ notes: 'n' })).body;
    const r = await h.call('PATCH', `/connect/calendar-items/${item.id}`, { body: { start: String(at(5, 6)), end: String(at(5, 14)), name: 'Moved', muteAssignmentNotifications: true } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ start: at(5, 6), end: at(5, 14), name: 'Moved', notes: 'n', muteAssignmentNotifications: true });
    expect(r.body.updatedAt).toBeGreaterThan(item.updatedAt);
    expect((await fetchItem(item.id)).body).toEqual(r.body);
    expect((await list(ORG_CAFE, `?startsAtOrAfter=${at(5)}`)).body).toHaveLength(1);
  });

  it('null or "" unsets notes, name, status and mute; status set explicitly wins until unset', async () => {
    const item = (await create({ notes: 'n', muteAssignmentNotifications: true })).body;
    const set = await h.call('PATCH', `/connect/calendar-items/${item.id}`, { body: { status: 'CANCELLED' } });
    expect(set.body.status).toBe('CANCELLED');
    const r = await h.call('PATCH', `/connect/calendar-items/${item.id}`, { body: { notes: null, name: '', status: '', muteAssignmentNotifications: null } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ notes: null, name: null, status: 'OPEN', muteAssignmentNotifications: false });
  });

  it('405 for unsetting start or end, end not after start, and bad time strings; nothing changes', async () => {
    const item = (await create()).body;
    const bodies = [{ start: null }, { end: '' }, { end: String(at(3, 9)) }, { start: String(at(3, 18)) }, { start: 12 }, { end: 'soon' }];
    for (const body of bodies) {
      const r = await h.call('PATCH', `/connect/calendar-items/${item.id}`, { body });
      expect(r.status, JSON.stringify(body)).toBe(405);
      expect(r.body.issues.length).toBeGreaterThan(0);
    }
    expect((await fetchItem(item.id)).body).toEqual(item);
  });
});

describe('DELETE /connect/calendar-items/{id}', () => {
  it('marks the item deleted: 200 with an empty body, still fetchable, no longer listed or patchable', async () => {
    const item = (await create()).body;
    const r = await h.call('DELETE', `/connect/calendar-items/${item.id}`);
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    const after = (await fetchItem(item.id)).body;
    expect(after.deleted).toBe(true);
    expect(after.updatedAt).toBeGreaterThan(item.updatedAt);
    expect((await list(ORG_CAFE)).body).toEqual([]);
    expect((await h.call('PATCH', `/connect/calendar-items/${item.id}`, { body: { name: 'x' } })).status).toBe(404);
    expect((await h.call('DELETE', `/connect/calendar-items/${item.id}`)).status).toBe(200);
  });
});
