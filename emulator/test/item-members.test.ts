import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORG_CAFE, ORG_CLINIC, emulatorForFile, usersOf, shiftBody } from './harness';

// Member operations and the item status they lead to (the emulator's choice, docs/decisions/spec-readings.md: OPEN until a member is
// ACCEPTED or ASSIGNED, unless a status was set explicitly).

const h = emulatorForFile();
let cafe: string[];
let outsider: string;
let itemId: string;

beforeAll(async () => {
  cafe = await usersOf(h, ORG_CAFE);
  const cafeSet = new Set(cafe);
  outsider = (await usersOf(h, ORG_CLINIC)).find((id) => !cafeSet.has(id)) as string;
});

beforeEach(async () => {
  await h.reset('empty');
  itemId = (await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) })).body.id;
});

const members = (path = '') => `/connect/calendar-items/${itemId}/members${path}`;
const user = (userId: string, initialStatus: string) => ({ type: 'USER', userId, initialStatus });
const add = (member: unknown, newCalendarItemStatus = 'OPEN', shouldReplaceMemberStatuses = false) =>
  h.call('POST', members(), { body: { newCalendarItemStatus, shouldReplaceMemberStatuses, members: member } });
const request = (userId: string) => h.call('POST', members(`/${userId}`), { body: { status: 'ADDITION_REQUESTED' } });
const decide = (userId: string, status: string) => h.call('PATCH', members(`/${userId}`), { body: { status } });
const fetchItem = async () => (await h.call('GET', `/connect/calendar-items/${itemId}`)).body;
const statusOf = (item: { members: { userId?: string; status: string }[] }, userId: string) => item.members.find((m) => m.userId === userId)?.status;

describe('POST .../members', () => {
  it('adds a member with initialStatus and sets the item status to newCalendarItemStatus', async () => {
    const r = await add(user(cafe[1] as string, 'PENDING_RESPONSE'), 'PUBLISHED');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('PUBLISHED');
    expect(statusOf(r.body, cafe[1] as string)).toBe('PENDING_RESPONSE');
    expect(await fetchItem()).toEqual(r.body);
  });

  it('keeps an existing status when shouldReplaceMemberStatuses is false and replaces it when true', async () => {
    await add(user(cafe[1] as string, 'PENDING_RESPONSE'));
    expect(statusOf((await add(user(cafe[1] as string, 'ACCEPTED'), 'OPEN', false)).body, cafe[1] as string)).toBe('PENDING_RESPONSE');
    const replaced = await add(user(cafe[1] as string, 'ACCEPTED'), 'ASSIGNED', true);
    expect(statusOf(replaced.body, cafe[1] as string)).toBe('ACCEPTED');
    expect(replaced.body.members).toHaveLength(1);
  });

  it('accepts GROUP and INVITE assignees with their fields, and an array of members', async () => {
    const r = await add([
      { type: 'GROUP', groupId: '42', initialStatus: 'PENDING_RESPONSE' },
      { type: 'INVITE', fullName: 'Pat Guest', countryCode: '44', phone: '7700900123', initialStatus: 'PENDING_RESPONSE' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.members).toEqual([
      { type: 'GROUP', groupId: '42', status: 'PENDING_RESPONSE', updatedAt: expect.any(Number) },
      { type: 'INVITE', fullName: 'Pat Guest', countryCode: '44', phone: '7700900123', status: 'PENDING_RESPONSE', updatedAt: expect.any(Number) },
    ]);
  });

  it('405 for missing per-type fields, bad statuses and a user outside the organization', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'USER', initialStatus: 'ACCEPTED' }, 'members.userId'],
      [{ type: 'GROUP', initialStatus: 'ACCEPTED' }, 'members.groupId'],
      [{ type: 'INVITE', fullName: 'X', initialStatus: 'ACCEPTED' }, 'members.countryCode'],
      [user(cafe[1] as string, 'MAYBE'), 'members.initialStatus'],
      [[user(cafe[1] as string, 'ACCEPTED'), { type: 'USER', initialStatus: 'ACCEPTED' }], 'members.1.userId'],
    ];
    for (const [member, path] of cases) {
      const r = await add(member);
      expect(r.status, path).toBe(405);
      expect(r.body.issues.map((i: { path: string }) => i.path), path).toContain(path);
    }
    const r = await add(user(outsider, 'ACCEPTED'));
    expect(r.status).toBe(405);
    expect(r.body.message).toMatch(/not a member of organization/);
    expect((await h.call('POST', members(), { body: { shouldReplaceMemberStatuses: true, members: user(cafe[1] as string, 'ACCEPTED') } })).status).toBe(405);
    expect((await fetchItem()).members).toEqual([]);
  });
});

describe('join requests and decisions', () => {
  it('request -> ADDITION_REQUESTED (item stays OPEN) -> ACCEPTED (item ASSIGNED)', async () => {
    const requested = await request(cafe[2] as string);
    expect(requested.status).toBe(200);
    expect(statusOf(requested.body, cafe[2] as string)).toBe('ADDITION_REQUESTED');
    expect(requested.body.status).toBe('OPEN');
    const accepted = await decide(cafe[2] as string, 'ACCEPTED');
    expect(accepted.status).toBe(200);
    expect(statusOf(accepted.body, cafe[2] as string)).toBe('ACCEPTED');
    expect(accepted.body.status).toBe('ASSIGNED');
    expect(accepted.body.updatedAt).toBeGreaterThan(requested.body.updatedAt);
  });

  it('a second request, a user outside the organization and a wrong body are refused with 405', async () => {
    await request(cafe[2] as string);
    expect((await request(cafe[2] as string)).status).toBe(405);
    expect((await request(outsider)).status).toBe(405);
    expect((await h.call('POST', members(`/${cafe[3]}`), { body: { status: 'ACCEPTED' } })).status).toBe(405);
  });

  it('declining a pending replacement request; deciding a non-pending member is 405, a non-member 404', async () => {
    await add(user(cafe[1] as string, 'REPLACEMENT_REQUESTED'));
    const declined = await decide(cafe[1] as string, 'DECLINED');
    expect(statusOf(declined.body, cafe[1] as string)).toBe('DECLINED');
    const again = await decide(cafe[1] as string, 'ACCEPTED');
    expect(again.status).toBe(405);
    expect(again.body.message).toBe('member is not pending');
    expect((await decide(cafe[4] as string, 'ACCEPTED')).status).toBe(404);
    expect((await decide(cafe[1] as string, 'ADDITION_REQUESTED')).status).toBe(405);
  });

  it("replacementAnswers 'cover': approving a replacement request lets the person go, declining keeps them Accepted, a colleague's approved request replaces the first one asking", async () => {
    await h.control('POST', 'behaviour', { replacementAnswers: 'cover' });
    const [ethan, mia, ana] = [cafe[1] as string, cafe[2] as string, cafe[3] as string];
    await add(user(ethan, 'REPLACEMENT_REQUESTED'));
    expect(statusOf((await decide(ethan, 'DECLINED')).body, ethan)).toBe('ACCEPTED');
    await add(user(ethan, 'REPLACEMENT_REQUESTED'), 'ASSIGNED', true);
    expect(statusOf((await decide(ethan, 'ACCEPTED')).body, ethan)).toBeUndefined();
    await add(user(ethan, 'REPLACEMENT_REQUESTED'));
    await add(user(ana, 'REPLACEMENT_REQUESTED'));
    await request(mia);
    const covered = (await decide(mia, 'ACCEPTED')).body;
    expect([statusOf(covered, mia), statusOf(covered, ethan), statusOf(covered, ana)]).toEqual(['ACCEPTED', undefined, 'REPLACEMENT_REQUESTED']);
  });

  it('DELETE removes a member (item back to OPEN); removing a non-member is 404', async () => {
    await add(user(cafe[1] as string, 'ASSIGNED'), 'ASSIGNED');
    const r = await h.call('DELETE', members(`/${cafe[1]}`));
    expect(r.status).toBe(200);
    expect(r.body.members).toEqual([]);
    expect(r.body.status).toBe('OPEN');
    expect((await h.call('DELETE', members(`/${cafe[1]}`))).status).toBe(404);
  });
});

describe('item status derivation', () => {
  it('follows members unless set explicitly; an explicit custom status survives member changes', async () => {
    await add(user(cafe[1] as string, 'PENDING_RESPONSE'), 'OPEN');
    expect((await fetchItem()).status).toBe('OPEN');
    // An explicit OPEN is a derived kind of status: the next member change re-derives it.
    expect((await decide(cafe[1] as string, 'ACCEPTED')).body.status).toBe('ASSIGNED');
    await h.call('PATCH', `/connect/calendar-items/${itemId}`, { body: { status: 'CANCELLED' } });
    await request(cafe[2] as string);
    expect((await decide(cafe[2] as string, 'ACCEPTED')).body.status).toBe('CANCELLED');
    const unset = await h.call('PATCH', `/connect/calendar-items/${itemId}`, { body: { status: null } });
    expect(unset.body.status).toBe('ASSIGNED');
    await h.call('DELETE', members(`/${cafe[1]}`));
    expect((await h.call('DELETE', members(`/${cafe[2]}`))).body.status).toBe('OPEN');
  });

  it('members on a deleted item cannot change (404)', async () => {
    await h.call('DELETE', `/connect/calendar-items/${itemId}`);
    expect((await request(cafe[2] as string)).status).toBe(404);
  });
});
