import { describe, expect, it } from 'vitest';
import { at, ENTERPRISE_ID, ORG_CAFE, ORG_CLINIC, ORG_WAREHOUSE, emulatorForFile, type Harness } from './harness';

// Seeds: deterministic, "around today", with the variety the demo needs; `large` at full size.

const h = emulatorForFile();
const ORGS = [ORG_CAFE, ORG_CLINIC, ORG_WAREHOUSE];
type Item = { id: string; type: string; start: number; end: number; status: string; members: { status: string; userId: string }[] };

async function snapshot(harness: Harness) {
  const seed = (await harness.control('GET', 'seed')).body;
  delete seed.authorizationCode;
  delete seed.authorizationCodeExpiresAt;
  const lists = [];
  for (const org of seed.organizations) {
    lists.push((await harness.call('GET', `/connect/organizations/${org.id}/calendar-items`)).text);
    lists.push((await harness.call('GET', `/connect/organizations/${org.id}/members`)).text);
  }
  return { seed, lists };
}

async function demoItems(): Promise<Item[]> {
  const all: Item[] = [];
  for (const org of ORGS) all.push(...(await h.call('GET', `/connect/organizations/${org}/calendar-items`)).body);
  return all;
}

describe('demo seed', () => {
  it('is deterministic: two resets give identical data and ids', async () => {
    await h.reset('demo');
    const first = await snapshot(h);
    await h.call('POST', '/connect/calendar-items', { body: { organizationId: ORG_CAFE, start: at(1), end: at(1, 1), timeZoneName: 'UTC', type: 'MEETING' } });
    await h.reset('demo');
    expect(await snapshot(h)).toEqual(first);
  });

  it('has one enterprise, three named organizations with zones, about 60 users, templates and conversations', async () => {
    await h.reset('demo');
    const seed = (await h.control('GET', 'seed')).body;
    expect(seed.enterprise).toEqual({ id: ENTERPRISE_ID, name: expect.any(String) });
    expect(seed.organizations).toEqual([
      { id: ORG_CAFE, name: 'Harbour Café', timeZone: 'Europe/London' },
      { id: ORG_CLINIC, name: 'Northside Clinic', timeZone: 'America/New_York' },
      { id: ORG_WAREHOUSE, name: 'Central Warehouse', timeZone: 'Europe/Berlin' },
    ]);
    expect(seed.users.length).toBeGreaterThanOrEqual(55);
    expect(new Set(seed.users.map((u: { fullName: string }) => u.fullName)).size).toBe(seed.users.length);
    expect(seed.templates.map((t: { id: string }) => t.id)).toEqual(['announcement', 'shift-reminder', 'policy-update']);
    for (const org of ORGS) {
      const own = seed.conversations.filter((c: { organizationId: string }) => c.organizationId === org);
      expect(own.filter((c: { everyone: boolean }) => c.everyone)).toHaveLength(1);
      expect(own.length).toBeGreaterThanOrEqual(3);
    }
    // The second enterprise is listed apart, with its own conversations: demo mode configures none of it.
    expect(seed.conversations.every((c: { organizationId: string }) => ORGS.includes(c.organizationId))).toBe(true);
    expect(seed.otherEnterprise.organizations).toHaveLength(1);
    expect(seed.otherEnterprise.conversations.length).toBeGreaterThan(0);
    expect(seed).toMatchObject({ clientId: 'demo-client', clientSecret: 'demo-secret', firstToken: 'demo-first-token', authorizationCode: expect.any(String) });
    expect((await h.control('GET', 'seed')).body.authorizationCode).not.toBe(seed.authorizationCode);
  });

  it('has a few hundred items around today, realistic lengths, every member status and pending requests soon', async () => {
    await h.reset('demo');
    const items = await demoItems();
    expect(items.length).toBeGreaterThan(250);
    expect(items.length).toBeLessThan(600);
    expect(Math.min(...items.map((i) => i.start))).toBeGreaterThanOrEqual(at(-15));
    expect(Math.max(...items.map((i) => i.start))).toBeLessThan(at(29));
    const hours = (i: Item) => (i.end - i.start) / 3_600_000;
    const lengths = (type: string) => items.filter((x) => x.type === type).map(hours);
    expect(Math.min(...lengths('MULTI_ASSIGNEE_SHIFT'))).toBeGreaterThanOrEqual(6);
    expect(Math.max(...lengths('MULTI_ASSIGNEE_SHIFT'))).toBeLessThanOrEqual(12);
    expect(Math.min(...lengths('MEETING')) * 60).toBeGreaterThanOrEqual(30);
    expect(Math.max(...lengths('MEETING')) * 60).toBeLessThanOrEqual(90);
    for (const i of items.filter((x) => x.type === 'TIME_OFF')) expect(Math.abs(hours(i) / 24 - Math.round(hours(i) / 24)) * 24).toBeLessThanOrEqual(1);
    const statuses = new Set(items.flatMap((i) => i.members.map((m) => m.status)));
    expect([...statuses].sort()).toEqual(['ACCEPTED', 'ADDITION_REQUESTED', 'ASSIGNED', 'DECLINED', 'DELETED', 'DENIED', 'PENDING_RESPONSE', 'REPLACEMENT_REQUESTED']);
    const soon = items.filter((i) => i.start >= Date.now() && i.start < Date.now() + 14 * 86_400_000);
    const count = (status: string) => soon.flatMap((i) => i.members).filter((m) => m.status === status).length;
    expect(count('ADDITION_REQUESTED')).toBeGreaterThanOrEqual(3);
    expect(count('REPLACEMENT_REQUESTED')).toBeGreaterThanOrEqual(3);
    expect(soon.some((i) => i.type === 'MULTI_ASSIGNEE_SHIFT' && i.members.length === 0 && i.status === 'OPEN')).toBe(true);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['MULTI_ASSIGNEE_SHIFT', 'TIME_OFF', 'MEETING']));
  });
});

describe('demo seed: next week for auto-fill', () => {
  it('has open shifts every day of next week in the clinic and the warehouse, and none added to the café', async () => {
    await h.reset('demo');
    const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const monday = today.getTime() + (((8 - today.getUTCDay()) % 7 || 7) * 86_400_000);
    const nextWeek = (org: string) => async (name: RegExp) =>
      ((await h.call('GET', `/connect/organizations/${org}/calendar-items?from=${monday - 86_400_000}&to=${monday + 8 * 86_400_000}`)).body as (Item & { name: string })[]).filter((i) => name.test(i.name ?? '') && i.members.length === 0);
    const days = (items: Item[]) => new Set(items.map((i) => Math.floor((i.start + 12 * 3_600_000) / 86_400_000))).size;
    const clinic = await nextWeek(ORG_CLINIC)(/cover$/);
    const warehouse = await nextWeek(ORG_WAREHOUSE)(/cover$/);
    expect(clinic).toHaveLength(28);
    expect(warehouse).toHaveLength(28);
    expect(days(clinic)).toBe(7);
    expect(await nextWeek(ORG_CAFE)(/cover$/)).toEqual([]);
  });
});

describe('empty seed', () => {
  it('keeps the directory of demo (same ids) without any items', async () => {
    await h.reset('empty');
    const seed = (await h.control('GET', 'seed')).body;
    expect(seed.organizations.map((o: { id: string }) => o.id)).toEqual(ORGS);
    expect(seed.itemCount).toBe(0);
    expect(seed.otherEnterprise).toBeNull();
    expect((await h.call('GET', `/connect/organizations/${ORG_CAFE}/calendar-items`)).body).toEqual([]);
  });
});

describe('large seed', () => {
  // How fast it is built and read is a benchmark (`npm run bench -- e1`), not an assertion here.
  it('has one organization with 500 members and 20,000 items over eight weeks', async () => {
    await h.reset('large');
    const seed = (await h.control('GET', 'seed')).body;
    expect(seed.organizations).toHaveLength(1);
    const org = seed.organizations[0].id;
    expect((await h.call('GET', `/connect/organizations/${org}/members`)).body).toHaveLength(500);
    const list = await h.call('GET', `/connect/organizations/${org}/calendar-items`);
    expect(list.body).toHaveLength(20_000);
    const starts = list.body.map((i: Item) => i.start);
    expect(starts.every((s: number, n: number) => n === 0 || s >= starts[n - 1])).toBe(true);
    expect(starts[starts.length - 1] - starts[0]).toBeGreaterThan(54 * 86_400_000);
    const week = await h.call('GET', `/connect/organizations/${org}/calendar-items?startsAtOrAfter=${at(0)}&startsAtOrBefore=${at(7)}`);
    expect(week.body.length).toBeGreaterThan(2000);
    await h.reset('demo');
  });
});
