import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createSession, lookupSession, revokeSession, revokeSessionsOfUser, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sessionIdOf } from './session-store';
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
    const { token, expiresAt } = await createSession(opened.db, { userId: user.id, ip: '10.0.0.1', userAgent: 'vitest', now });
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
    const { token } = await createSession(opened.db, { userId: user.id, now: start });
    expect(await lookupSession(opened.db, token, at(start, SESSION_IDLE_MS))).toBeNull();

    const other = await createSession(opened.db, { userId: user.id, now: start });
    // Used every 11 hours, it stays alive past the first 12 hours...
    for (let t = 11 * HOUR; t < SESSION_MAX_AGE_MS - 11 * HOUR; t += 11 * HOUR) {
      expect(await lookupSession(opened.db, other.token, at(start, t))).not.toBeNull();
    }
    // ...but not past the cap from sign-in.
    expect(await lookupSession(opened.db, other.token, at(start, SESSION_MAX_AGE_MS))).toBeNull();
  });

  it('is gone once revoked, one session or all of a user', async () => {
    const user = await addTestUser(opened, 'admin', 'rev@test.local');
    const now = new Date('2030-01-03T08:00:00Z');
    const a = await createSession(opened.db, { userId: user.id, now });
    const b = await createSession(opened.db, { userId: user.id, now });
    const c = await createSession(opened.db, { userId: user.id, now });

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
    const { token } = await createSession(opened.db, { userId: user.id, now });
    await opened.db.update(dashboardUsers).set({ disabled: true }).where(eq(dashboardUsers.id, user.id));
    expect(await lookupSession(opened.db, token, now)).toBeNull();
  });
});
