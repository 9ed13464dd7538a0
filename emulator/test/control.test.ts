import { beforeEach, describe, expect, it } from 'vitest';
import { readCalendarItem } from '@/lib/contract/calendar-item-reader';
import { unwrapList } from '@/lib/contract/lists';
import { at, ORG_CAFE, emulatorForFile, usersOf, shiftBody } from './harness';

// The control API: behaviour switches for the tolerant reader, raw item access, tokens, reset
// and the activity simulator.

const h = emulatorForFile();
const LIST = `/connect/organizations/${ORG_CAFE}/calendar-items`;
beforeEach(() => h.reset('empty'));

describe('behaviour switches', () => {
  it('createResponse empty, listShape wrapped, idField calendarItemId, timesAs string: still readable by the contract reader', async () => {
    await h.control('POST', 'behaviour', { createResponse: 'empty', listShape: 'wrapped', idField: 'calendarItemId', timesAs: 'string' });
    const created = await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) });
    expect(created.status).toBe(200);
    expect(created.text).toBe('');
    const list = await h.call('GET', LIST);
    expect(Object.keys(list.body)).toEqual(['items']);
    const [raw] = list.body.items;
    expect(raw.id).toBeUndefined();
    expect(raw.calendarItemId).toMatch(/^\d{19}$/);
    expect(raw.start).toBe(String(at(3, 9)));
    const item = readCalendarItem(unwrapList(list.body)?.[0]);
    expect(item).toMatchObject({ id: raw.calendarItemId, start: at(3, 9), end: at(3, 17) });
    // Reset restores the defaults.
    await h.reset('empty');
    expect((await h.control('GET', 'behaviour')).body).toEqual({ createResponse: 'item', patchResponse: 'item', listShape: 'array', idField: 'id', timesAs: 'number', idsAs: 'string', createdMembersAs: 'ASSIGNED', tokenRefusalStatus: 401, itemOrganization: 'included', replacementAnswers: 'status' });
  });

  it('itemOrganization omitted: item records (single and listed) come without organizationId', async () => {
    const created = (await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) })).body;
    expect(created.organizationId).toBe(ORG_CAFE);
    await h.control('POST', 'behaviour', { itemOrganization: 'omitted' });
    const one = (await h.call('GET', `/connect/calendar-items/${created.id}`)).body;
    expect(one.id).toBe(created.id);
    expect('organizationId' in one).toBe(false);
    expect((await h.call('GET', LIST)).body.every((raw: object) => !('organizationId' in raw))).toBe(true);
  });
});

describe('stats', () => {
  it('counts calls by concrete path too, so a test can tell which ids were touched', async () => {
    await h.control('POST', 'stats/reset');
    await h.call('GET', `/connect/organizations/${ORG_CAFE}`);
    await h.call('GET', `/connect/organizations/${ORG_CAFE}`);
    await h.call('GET', LIST);
    expect((await h.control('GET', 'stats')).body.byPath).toEqual({ [`GET /connect/organizations/${ORG_CAFE}`]: 2, [`GET ${LIST}`]: 1 });
  });

  it('stats/wait answers once a route has been called N times, and says so when the time runs out first', async () => {
    await h.control('POST', 'stats/reset');
    const waited = h.control('POST', 'stats/wait', { route: 'POST /connect/calendar-items', atLeast: 2 });
    let answered = false;
    void waited.then(() => (answered = true));
    await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) });
    await h.call('GET', LIST);
    expect(answered).toBe(false);
    await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) });
    expect((await waited).body).toEqual({ count: 2, reached: true });
    expect((await h.control('POST', 'stats/wait', { route: 'POST /connect/calendar-items', atLeast: 3, timeoutMs: 50 })).body).toEqual({ count: 2, reached: false });
    expect((await h.control('POST', 'stats/wait', { route: 'POST /connect/calendar-items', atLeast: -1 })).status).toBe(400);
  });
});

describe('raw items', () => {
  it('GET and PATCH /_control/calendar-items/:id change an item as the product would, bumping updatedAt', async () => {
    const [a] = await usersOf(h, ORG_CAFE);
    const item = (await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) })).body;
    const patched = await h.control('PATCH', `calendar-items/${item.id}`, { name: 'Changed on a phone', start: at(4, 8), end: at(4, 16), members: [{ userId: a, status: 'REPLACEMENT_REQUESTED' }] });
    expect(patched.status).toBe(200);
    const seen = (await h.call('GET', `/connect/calendar-items/${item.id}`)).body;
    expect(seen).toMatchObject({ name: 'Changed on a phone', start: at(4, 8), end: at(4, 16), members: [{ type: 'USER', userId: a, status: 'REPLACEMENT_REQUESTED' }] });
    expect(seen.updatedAt).toBeGreaterThan(item.updatedAt);
    await h.control('PATCH', `calendar-items/${item.id}`, { deleted: true });
    expect((await h.control('GET', `calendar-items/${item.id}`)).body.deleted).toBe(true);
    expect((await h.call('GET', LIST)).body).toEqual([]);
    expect((await h.control('GET', 'calendar-items/1')).status).toBe(404);
  });
});

describe('tokens', () => {
  it('issues tokens with chosen scopes and lifetime, revokes them, and reset keeps only the first token', async () => {
    const issued = await h.control('POST', 'tokens', { scopes: ['CALENDAR_VIEW'], expiresInSeconds: 120 });
    expect(issued.body).toMatchObject({ accessToken: expect.any(String), expiresAt: Math.floor(Date.now() / 1000) + 120, scope: ['CALENDAR_VIEW'] });
    const token = issued.body.accessToken;
    expect((await h.call('GET', LIST, { token })).status).toBe(200);
    expect((await h.control('POST', 'tokens/revoke', { accessToken: token })).status).toBe(200);
    expect((await h.call('GET', LIST, { token })).status).toBe(401);
    expect((await h.control('POST', 'tokens/revoke', { accessToken: 'unknown' })).status).toBe(404);
    const other = await h.token();
    await h.reset('empty');
    expect((await h.call('GET', LIST, { token: other })).status).toBe(401);
    expect((await h.call('GET', LIST)).status).toBe(200);
  });

  it('lists every token issued since the reset, revoked ones too', async () => {
    const issued = (await h.control('POST', 'tokens', {})).body.accessToken;
    await h.control('POST', 'tokens/revoke', { accessToken: issued });
    const { tokens } = (await h.control('GET', 'tokens')).body as { tokens: { accessToken: string; revoked: boolean }[] };
    expect(tokens).toEqual(expect.arrayContaining([expect.objectContaining({ accessToken: 'demo-first-token', revoked: false }), expect.objectContaining({ accessToken: issued, revoked: true })]));
  });
});

describe('activity simulator', () => {
  it('a tick changes data as a worker would and reports the change', async () => {
    await h.reset('demo');
    const changes = [];
    for (let n = 0; n < 6; n += 1) changes.push(...(await h.control('POST', 'activity/tick')).body.changes);
    expect(changes.length).toBeGreaterThanOrEqual(5);
    const change = changes.find((c) => c.kind !== 'time-off-added');
    const item = (await h.call('GET', `/connect/calendar-items/${change.itemId}`)).body;
    expect(item.updatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(changes[0]).toEqual(expect.objectContaining({ kind: expect.any(String), organizationId: expect.any(String), description: expect.any(String) }));
  });

  it('a tick can be confined to one organization', async () => {
    const seed = (await h.control('GET', 'seed')).body;
    const organizationId = seed.organizations[2].id;
    for (let n = 0; n < 4; n += 1) {
      const { changes } = (await h.control('POST', 'activity/tick', { organizationId })).body;
      for (const change of changes) expect(change.organizationId).toBe(organizationId);
    }
    expect((await h.control('POST', 'activity/tick', { organizationId: 'abc' })).status).toBe(400);
  });

  it('is off by default and can be switched on and off', async () => {
    expect((await h.control('GET', 'activity')).body.enabled).toBe(false);
    expect((await h.control('POST', 'activity', { enabled: true, intervalMs: 1000 })).body).toEqual({ enabled: true, intervalMs: 1000 });
    expect((await h.control('POST', 'activity', { enabled: false })).body.enabled).toBe(false);
    expect((await h.control('POST', 'activity', { enabled: 'yes' })).status).toBe(400);
  });
});

describe('reset', () => {
  it('clears faults and restores data', async () => {
    await h.control('POST', 'faults', { errorRate: 1 });
    await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) });
    const r = await h.control('POST', 'reset', { seed: 'empty' });
    expect(r.body).toMatchObject({ seed: 'empty', items: 0 });
    expect((await h.call('GET', LIST)).body).toEqual([]);
    expect((await h.control('POST', 'reset', { seed: 'tiny' })).status).toBe(400);
  });
});

describe('holding answers', () => {
  it('holds matching requests until released (others pass), and a reset releases them too', async () => {
    await h.control('POST', 'hold', { method: 'GET', path: '/calendar-items$' });
    let answered = false;
    const held = h.call('GET', LIST).then((reply) => ((answered = true), reply));
    await expect.poll(async () => (await h.control('GET', 'hold')).body.waiting).toEqual([{ method: 'GET', path: LIST }]);
    // Not matched: answered at once while the list waits.
    expect((await h.call('GET', `/connect/organizations/${ORG_CAFE}`)).status).toBe(200);
    expect(answered).toBe(false);
    expect((await h.control('POST', 'hold/release', {})).body).toEqual({ released: 1 });
    expect((await held).status).toBe(200);
    expect((await h.call('GET', LIST)).status).toBe(200); // the rule went with the release

    await h.control('POST', 'hold', { path: '/calendar-items$' });
    const second = h.call('GET', LIST);
    await expect.poll(async () => (await h.control('GET', 'hold')).body.waiting).toHaveLength(1);
    await h.reset('empty');
    expect((await second).status).toBe(200);
  });
});
