import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { ADMIN_SESSION_IDLE_MS, createSession, lookupSession, revokeSession, revokeSessionsOfUser, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sessionIdOf } from './session-store';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

const HOUR = 3_600_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('sessions', () => {
  it('stores only a digest of the token and finds the user by the token', async () => {
    const user = await addTestUser(opened, 'viewer', 'look@test.local');
    const now = new Date('2030-01-01T08:00:00Z');
    const { token, expiresAt } = await createSession(opened.db, { userId: user.id, role: user.role, ip: '10.0.0.1', userAgent: 'vitest', now });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_IDLE_MS);
    const rows = await opened.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const found = await lookupSession(opened.db, token, at(now, HOUR));
    expect(found?.user).toEqual({ id: user.id, email: 'look@test.local', name: 'Test viewer', role: 'viewer' });
    expect(await lookupSession(opened.db, `${token}x`, now)).toBeNull();
    expect(await lookupSession(opened.db, '', now)).toBeNull();
  });

  it('expires after 12 idle hours, slides with use, and never outlives the hard cap', async () => {
    const user = await addTestUser(opened, 'viewer', 'slide@test.local');
    const start = new Date('2030-01-02T08:00:00Z');
    const { token } = await createSession(opened.db, { userId: user.id, role: user.role, now: start });
    expect(await lookupSession(opened.db, token, at(start, SESSION_IDLE_MS))).toBeNull();

    const other = await createSession(opened.db, { userId: user.id, role: user.role, now: start });
    // Used every 11 hours, it stays alive past the first 12 hours...
    for (let t = 11 * HOUR; t < SESSION_MAX_AGE_MS - 11 * HOUR; t += 11 * HOUR) {
      expect(await lookupSession(opened.db, other.token, at(start, t))).not.toBeNull();
    }
    // ...but not past the cap from sign-in.
    expect(await lookupSession(opened.db, other.token, at(start, SESSION_MAX_AGE_MS))).toBeNull();
  });

  it('ends an admin session after 1 idle hour, while a scheduler keeps 12, and slides with use', async () => {
    expect(ADMIN_SESSION_IDLE_MS).toBe(HOUR);
    const admin = await addTestUser(opened, 'admin', 'idle-admin@test.local');
    const scheduler = await addTestUser(opened, 'scheduler', 'idle-scheduler@test.local');
    const start = new Date('2030-01-05T08:00:00Z');
    const adminSession = await createSession(opened.db, { userId: admin.id, role: admin.role, now: start });
    const schedulerSession = await createSession(opened.db, { userId: scheduler.id, role: scheduler.role, now: start });
    expect(adminSession.expiresAt.getTime() - start.getTime()).toBe(HOUR);

    // Used every 50 minutes, the admin stays signed in...
    for (let t = 50 * 60_000; t <= 4 * HOUR; t += 50 * 60_000) {
      expect(await lookupSession(opened.db, adminSession.token, at(start, t))).not.toBeNull();
    }
    // ...but an hour without use ends it, where the scheduler's session lives on.
    const quiet = at(start, 4 * HOUR + 10 * 60_000 + HOUR);
    expect(await lookupSession(opened.db, adminSession.token, quiet)).toBeNull();
    const later = await createSession(opened.db, { userId: admin.id, role: admin.role, now: start });
    expect(await lookupSession(opened.db, later.token, at(start, HOUR + 1))).toBeNull();
    expect(await lookupSession(opened.db, schedulerSession.token, at(start, 11 * HOUR))).not.toBeNull();
  });

  it('ends a session by the idle limit of the role the user has now (a promoted user, an old long session)', async () => {
    const user = await addTestUser(opened, 'viewer', 'promoted@test.local');
    const start = new Date('2030-01-06T08:00:00Z');
    const { token, expiresAt } = await createSession(opened.db, { userId: user.id, role: 'viewer', now: start });
    expect(expiresAt.getTime() - start.getTime()).toBe(SESSION_IDLE_MS);
    await opened.db.update(dashboardUsers).set({ role: 'admin' }).where(eq(dashboardUsers.id, user.id));
    expect(await lookupSession(opened.db, token, at(start, 2 * HOUR))).toBeNull();
  });

  it('is gone once revoked, one session or all of a user', async () => {
    const user = await addTestUser(opened, 'admin', 'rev@test.local');
    const now = new Date('2030-01-03T08:00:00Z');
    const a = await createSession(opened.db, { userId: user.id, role: user.role, now });
    const b = await createSession(opened.db, { userId: user.id, role: user.role, now });
    const c = await createSession(opened.db, { userId: user.id, role: user.role, now });

    await revokeSession(opened.db, a.token, now);
    expect(await lookupSession(opened.db, a.token, now)).toBeNull();
    expect(await lookupSession(opened.db, b.token, now)).not.toBeNull();

    expect(await revokeSessionsOfUser(opened.db, user.id, now)).toBe(2);
    expect(await lookupSession(opened.db, b.token, now)).toBeNull();
    expect(await lookupSession(opened.db, c.token, now)).toBeNull();
  });

  it('ends at once when the account is disabled', async () => {
    const user = await addTestUser(opened, 'scheduler', 'off@test.local');
    const now = new Date('2030-01-04T08:00:00Z');
    const { token } = await createSession(opened.db, { userId: user.id, role: user.role, now });
    await opened.db.update(dashboardUsers).set({ disabled: true }).where(eq(dashboardUsers.id, user.id));
    expect(await lookupSession(opened.db, token, now)).toBeNull();
  });
});
