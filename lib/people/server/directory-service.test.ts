import 'server-only';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userProfiles } from '@/lib/server/db/schema';
import type { Db, OpenedDatabase } from '@/lib/server/db/types';
import { createSharedReads } from '@/lib/server/upstream';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { createDirectoryService } from './directory-service';
import { databaseProfileStore } from './profile-store';
import { USER_LOOKUP_CONCURRENCY } from './user-profiles';
import { openTestDatabase } from '@/test/support/test-database';

// The directory service against the emulator's `large` seed (one organization of 500 members):
// bounded concurrency of user look-ups, the per-process cache, graceful degradation, and profiles
// kept in a real database (PGlite) across processes and refreshed when old.

const emu = emulatorForFile('large');
const USERS_ROUTE = 'GET /connect/users/:id';
let seed: SeedInfo;

/** Our own fetch, wrapped to measure how many user look-ups are in flight at once. */
function countingFetch() {
  const counter = { inFlight: 0, peak: 0, users: 0 };
  const wrapped: typeof fetch = async (input, init) => {
    const isUser = String(input).includes('/connect/users/');
    if (isUser) {
      counter.users += 1;
      counter.inFlight += 1;
      counter.peak = Math.max(counter.peak, counter.inFlight);
    }
    try {
      return await fetch(input, init);
    } finally {
      if (isUser) counter.inFlight -= 1;
    }
  };
  return { counter, fetch: wrapped };
}

function service(fetchImpl: typeof fetch = fetch) {
  const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), fetch: fetchImpl, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  return createDirectoryService(client);
}

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
  await emu.resetStats();
});

describe('getOrganizationMembers', () => {
  it('loads 500 members with at most 12 look-ups in flight, then serves the second load from the cache', async () => {
    await emu.faults({ latencyMs: { min: 2, max: 8 } });
    const { counter, fetch: wrapped } = countingFetch();
    const directory = service(wrapped);
    const orgId = seed.organizations[0]!.id;
    const members = await directory.getOrganizationMembers(orgId);
    expect(members).toHaveLength(500);
    expect(members.every((m) => m.resolved && !m.fullName.startsWith('Unknown'))).toBe(true);
    expect(members.filter((m) => m.isAdmin)).toHaveLength(5);
    expect(members[0]).toEqual({ userId: expect.stringMatching(/^\d{19}$/), fullName: expect.any(String), title: expect.any(String), isAdmin: expect.any(Boolean), avatarPublicId: expect.stringMatching(/^\d{19}$/), resolved: true });
    const names = members.map((m) => m.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(counter.users).toBe(500);
    expect(counter.peak).toBeLessThanOrEqual(USER_LOOKUP_CONCURRENCY);
    expect(counter.peak).toBeGreaterThan(1); // bounded, but not one by one
    expect(await emu.calls(USERS_ROUTE)).toBe(500);

    await emu.resetStats();
    const again = await directory.getOrganizationMembers(orgId);
    expect(again).toEqual(members);
    expect(await emu.calls(USERS_ROUTE)).toBe(0);
    expect(await emu.calls('GET /connect/organizations/:id/members')).toBe(1);
  });

  it('concurrent loads share look-ups in flight', async () => {
    const directory = service();
    const orgId = seed.organizations[0]!.id;
    const [a, b] = await Promise.all([directory.getOrganizationMembers(orgId), directory.getOrganizationMembers(orgId)]);
    expect(a).toEqual(b);
    expect(await emu.calls(USERS_ROUTE)).toBe(500);
  });

  it('a failed user look-up shows "Unknown user <id>" instead of failing the page', async () => {
    const directory = service();
    const orgId = seed.organizations[0]!.id;
    const victim = seed.users.find((u) => u.organizationIds.includes(orgId))!.id;
    await emu.faults({ failNext: [{ method: 'GET', path: `/connect/users/${victim}$`, status: 403, count: 1 }] });
    const members = await directory.getOrganizationMembers(orgId);
    expect(members).toHaveLength(500);
    const unknown = members.filter((m) => !m.resolved);
    expect(unknown).toEqual([expect.objectContaining({ userId: victim, fullName: `Unknown user ${victim}`, avatarPublicId: undefined })]);
    expect(members.at(-1)?.userId).toBe(victim); // unresolved users sort last
  });

  it('a failing member list fails the page with a mapped error', async () => {
    await expect(service().getOrganizationMembers('7999999999999999999')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service().getOrganizationMembers('not-an-id')).rejects.toMatchObject({ kind: 'invalid_input' });
  });
});

describe('member lists shared for a few seconds (docs/decisions/shared-reads.md)', () => {
  const MEMBERS_ROUTE = 'GET /connect/organizations/:id/members';

  function sharedService(now: () => number) {
    const store = createSharedReads({ ttlMs: 5_000, maxBytes: 64 * 1024 * 1024, now });
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), sharing: { store }, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
    return { store, client, directory: createDirectoryService(client, { shared: store }) };
  }

  it('one list call for every reader within the time, a new one after it', async () => {
    let clock = 1_000_000;
    const { directory } = sharedService(() => clock);
    const orgId = seed.organizations[0]!.id;
    const [a, b] = await Promise.all([directory.getOrganizationMembers(orgId), directory.getOrganizationMembers(orgId)]);
    clock += 4_999;
    const c = await directory.getOrganizationMembers(orgId);
    expect(await emu.calls(MEMBERS_ROUTE)).toBe(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    clock += 1;
    await directory.getOrganizationMembers(orgId);
    expect(await emu.calls(MEMBERS_ROUTE)).toBe(2);
  });

  it('a write to the organization drops its member list with its other reads', async () => {
    const { client, directory } = sharedService(Date.now);
    const orgId = seed.organizations[0]!.id;
    await directory.getOrganizationMembers(orgId);
    const start = Date.UTC(2027, 2, 3, 9);
    await client.createCalendarItem({ organizationId: orgId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Drops the members', start, end: start + 3_600_000, timeZoneName: 'Europe/London' });
    await directory.getOrganizationMembers(orgId);
    expect(await emu.calls(MEMBERS_ROUTE)).toBe(2);
  });
});

describe('getEnterpriseWithOrganizations', () => {
  it('returns the enterprise and its organizations', async () => {
    const result = await service().getEnterpriseWithOrganizations(seed.enterprise.id);
    expect(result.id).toBe(seed.enterprise.id);
    expect(result.organizations.map((o) => o.id)).toEqual(seed.organizations.map((o) => o.id));
    await expect(service().getEnterpriseWithOrganizations('7999999999999999999')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

/** The user look-ups counted once no more arrive (background reads and their retries are over). */
async function callsOnceQuiet(): Promise<number> {
  for (let last = -1; ; ) {
    const calls = await emu.calls(USERS_ROUTE);
    if (calls === last) return calls;
    last = calls;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('profiles kept in the database', () => {
  const opened: OpenedDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((o) => o.close())));

  async function database(): Promise<Db> {
    const db = await openTestDatabase();
    opened.push(db);
    return db.db;
  }

  function keptService(db: Db, options: { refreshAfterMs?: number; now?: () => number } = {}) {
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { baseDelayMs: 5, maxDelayMs: 20 } });
    return createDirectoryService(client, { store: databaseProfileStore(async () => db), ...options });
  }

  it('a second process on the same database reads no profile from the service', async () => {
    const db = await database();
    const orgId = seed.organizations[0]!.id;
    const first = await keptService(db).getOrganizationMembers(orgId);
    expect(await emu.calls(USERS_ROUTE)).toBe(500);
    expect(await db.$count(userProfiles)).toBe(500);

    await emu.resetStats();
    const restarted = await keptService(db).getOrganizationMembers(orgId); // new memory, same database
    expect(restarted).toEqual(first);
    expect(await emu.calls(USERS_ROUTE)).toBe(0);
  });

  it('an old profile is shown at once and read again in the background; the next read has the new name', async () => {
    const db = await database();
    const orgId = seed.organizations[0]!.id;
    let clock = Date.now();
    const directory = keptService(db, { refreshAfterMs: 60_000, now: () => clock });
    const before = await directory.getOrganizationMembers(orgId);
    const renamed = before[0]!;
    await emu.control('PATCH', `users/${renamed.userId}`, { fullName: 'Zelda Renamed' });

    await emu.resetStats();
    expect(await directory.getOrganizationMembers(orgId)).toEqual(before); // fresh: nothing asked
    expect(await emu.calls(USERS_ROUTE)).toBe(0);

    clock += 60_001;
    const stale = await directory.getOrganizationMembers(orgId);
    expect(stale.find((m) => m.userId === renamed.userId)?.fullName).toBe(renamed.fullName); // not waited for
    await expect.poll(async () => (await keptService(db).getOrganizationMembers(orgId)).find((m) => m.userId === renamed.userId)?.fullName, { timeout: 30_000 }).toBe('Zelda Renamed'); // 500 reads in the background: seconds on a busy machine
    expect(await emu.calls(USERS_ROUTE)).toBe(500); // each stale profile read once, not once per page
  });

  it('a failed refresh keeps the old profile', async () => {
    const db = await database();
    const orgId = seed.organizations[0]!.id;
    let clock = Date.now();
    const directory = keptService(db, { refreshAfterMs: 1_000, now: () => clock });
    const before = await directory.getOrganizationMembers(orgId);
    await emu.faults({ failNext: [{ method: 'GET', path: '/connect/users/', status: 503, count: 10_000 }] });
    clock += 2_000;
    await directory.getOrganizationMembers(orgId);
    expect(await callsOnceQuiet()).toBeGreaterThanOrEqual(500); // the background refresh tried everyone, and gave up
    await emu.resetStats();
    await directory.getOrganizationMembers(orgId); // failed a moment ago: not asked again at once
    expect(await emu.calls(USERS_ROUTE)).toBe(0);
    await emu.faults({});
    expect(await keptService(db).getOrganizationMembers(orgId)).toEqual(before);
  });
});
