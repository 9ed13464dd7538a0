import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_CAFE, emulatorForFile, shiftBody, usersOf } from './harness';

// Workers answering shift invitations: one person now (the control call), or all of them after a
// delay (the activity simulator's switch), as their phones would.

const h = emulatorForFile();
beforeEach(() => h.reset('empty'));

async function shiftInviting(count: number) {
  const people = (await usersOf(h, ORG_CAFE)).slice(0, count);
  const item = (await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) })).body;
  for (const userId of people) {
    const invited = await h.call('POST', `/connect/calendar-items/${item.id}/members`, { body: { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId, initialStatus: 'PENDING_RESPONSE' } } });
    expect(invited.status).toBe(200);
  }
  return { itemId: item.id as string, people };
}
const statuses = async (itemId: string) => (await h.call('GET', `/connect/calendar-items/${itemId}`)).body.members.map((m: { userId: string; status: string }) => [m.userId, m.status]);

describe('answering an invitation now', () => {
  it('makes the given person accept (the item becomes ASSIGNED) or decline; refuses what is not an invitation', async () => {
    const { itemId, people } = await shiftInviting(3);
    const [a, b, c] = people as [string, string, string];
    const accepted = await h.control('POST', `calendar-items/${itemId}/answer`, { userId: b });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ itemId, userId: b, answer: 'ACCEPTED' });
    expect((await h.control('POST', `calendar-items/${itemId}/answer`, { userId: c, answer: 'DECLINED' })).status).toBe(200);
    expect(await statuses(itemId)).toEqual([[a, 'PENDING_RESPONSE'], [b, 'ACCEPTED'], [c, 'DECLINED']]);
    expect((await h.call('GET', `/connect/calendar-items/${itemId}`)).body.status).toBe('ASSIGNED');

    // Already answered: the service's 405; not on the item or no such item: 404; bad input: 400.
    expect((await h.control('POST', `calendar-items/${itemId}/answer`, { userId: b })).status).toBe(405);
    expect((await h.control('POST', `calendar-items/${itemId}/answer`, { userId: '7999999999999999999' })).status).toBe(404);
    expect((await h.control('POST', `calendar-items/7999999999999999999/answer`, { userId: a })).status).toBe(404);
    expect((await h.control('POST', `calendar-items/${itemId}/answer`, { userId: a, answer: 'MAYBE' })).status).toBe(400);
  });
});

describe('the simulator answering invitations', () => {
  it('is off by default; answers only invitations older than its delay, accepting acceptShare of them', async () => {
    expect((await h.control('GET', 'activity/offers')).body).toMatchObject({ enabled: false });
    const { itemId, people } = await shiftInviting(2);
    expect((await h.control('POST', 'activity/offers', { enabled: true, delayMs: 3_600_000, acceptShare: 1 })).body).toEqual({ enabled: true, delayMs: 3_600_000, acceptShare: 1 });
    expect((await h.control('POST', 'activity/offers/tick')).body.answered).toEqual([]);

    await h.control('POST', 'activity/offers', { enabled: true, delayMs: 0, acceptShare: 0 });
    const { answered } = (await h.control('POST', 'activity/offers/tick')).body;
    expect(answered.map((a: { userId: string; answer: string }) => [a.userId, a.answer])).toEqual(people.map((p) => [p, 'DECLINED']));
    expect(await statuses(itemId)).toEqual(people.map((p) => [p, 'DECLINED']));
    expect((await h.control('GET', 'activity/offers')).body.recent).toHaveLength(2);

    expect((await h.control('POST', 'activity/offers', { enabled: false })).body.enabled).toBe(false);
    expect((await h.control('POST', 'activity/offers', { enabled: true, acceptShare: 2 })).status).toBe(400);
  });
});
