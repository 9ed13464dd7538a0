import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dashboardUsers } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { authenticate, WRONG_CREDENTIALS_MESSAGE } from './authenticate';
import { LOCAL_SIGN_IN_OFF_MESSAGE } from './local-sign-in';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MS } from './rate-limit';
import { lookupSession } from './session-store';
import { addTestUser, openTestDatabase, TEST_PASSWORD } from '@/test/support/test-database';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('authenticate', () => {
  it('opens a session for the right password, case-insensitively on the email, and audits it', async () => {
    const user = await addTestUser(opened, 'scheduler', 'sam@test.local');
    const now = new Date('2030-01-01T09:00:00Z');
    const result = await authenticate(opened.db, { email: '  SAM@Test.local ', password: TEST_PASSWORD, ip: '10.0.0.1', now });
    if (!result.ok) throw result.error;
    expect(result.value.user).toEqual({ id: user.id, email: 'sam@test.local', name: 'Test scheduler', role: 'scheduler' });
    expect((await lookupSession(opened.db, result.value.token, now))?.user.id).toBe(user.id);
    const audits = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signed_in'), eq(auditLog.actorId, user.id)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(TEST_PASSWORD);
  });

  it('gives one message for a wrong password, an unknown email and a disabled account', async () => {
    const user = await addTestUser(opened, 'viewer', 'dis@test.local');
    await opened.db.update(dashboardUsers).set({ disabled: true }).where(eq(dashboardUsers.id, user.id));
    const now = new Date('2030-01-02T09:00:00Z');
    const cases = [
      { email: 'sam@test.local', password: 'wrong-password' },
      { email: 'nobody@test.local', password: TEST_PASSWORD },
      { email: 'dis@test.local', password: TEST_PASSWORD },
    ];
    for (const credentials of cases) {
      const result = await authenticate(opened.db, { ...credentials, now });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.toShape()).toMatchObject({ kind: 'unauthorised', message: WRONG_CREDENTIALS_MESSAGE });
    }
  });

  it(`refuses after ${MAX_FAILURES_PER_EMAIL} failures, even the right password, until the window passes`, async () => {
    await addTestUser(opened, 'admin', 'ada@test.local');
    const start = new Date('2030-02-01T10:00:00Z');
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      const result = await authenticate(opened.db, { email: 'ada@test.local', password: 'guess', ip: `10.1.0.${i}`, now: at(start, i * 1000) });
      expect(result.ok || result.error.kind).toBe('unauthorised');
    }
    const blockedAt = at(start, 60_000);
    const blocked = await authenticate(opened.db, { email: 'ada@test.local', password: TEST_PASSWORD, now: blockedAt });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.error.kind).toBe('rate_limited');
      expect(blocked.error.message).toMatch(/Try again in 14 minutes/);
      expect(blocked.error.toShape().retryable).toBe(true);
      // The block lifts when the first of the five failures leaves the 15-minute window.
      expect(blocked.error.retryAfterMs).toBe(SIGN_IN_WINDOW_MS - 60_000);
    }
    const stillBlocked = await authenticate(opened.db, { email: 'ada@test.local', password: TEST_PASSWORD, now: at(start, SIGN_IN_WINDOW_MS - 1) });
    expect(stillBlocked.ok).toBe(false);

    const later = await authenticate(opened.db, { email: 'ada@test.local', password: TEST_PASSWORD, now: at(start, SIGN_IN_WINDOW_MS + 1) });
    expect(later.ok).toBe(true);

    const refusals = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.actorEmail, 'ada@test.local'), eq(auditLog.outcome, 'refused')));
    expect(refusals).toHaveLength(2);
  });

  it('a success clears the email count, so earlier typos do not lock the user later', async () => {
    await addTestUser(opened, 'viewer', 'vic@test.local');
    const start = new Date('2030-03-01T10:00:00Z');
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) {
      await authenticate(opened.db, { email: 'vic@test.local', password: 'typo', now: at(start, i) });
    }
    expect((await authenticate(opened.db, { email: 'vic@test.local', password: TEST_PASSWORD, now: at(start, 10) })).ok).toBe(true);
    await authenticate(opened.db, { email: 'vic@test.local', password: 'typo', now: at(start, 20) });
    expect((await authenticate(opened.db, { email: 'vic@test.local', password: TEST_PASSWORD, now: at(start, 30) })).ok).toBe(true);
  });

  it(`refuses an IP after ${MAX_FAILURES_PER_IP} failures across many emails`, async () => {
    await addTestUser(opened, 'viewer', 'ip-victim@test.local');
    const start = new Date('2030-04-01T10:00:00Z');
    const ip = '192.0.2.7';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await authenticate(opened.db, { email: `spray${i}@test.local`, password: 'guess', ip, now: at(start, i) });
    }
    const fromIp = await authenticate(opened.db, { email: 'ip-victim@test.local', password: TEST_PASSWORD, ip, now: at(start, 1000) });
    expect(fromIp.ok ? 'ok' : fromIp.error.kind).toBe('rate_limited');
    const elsewhere = await authenticate(opened.db, { email: 'ip-victim@test.local', password: TEST_PASSWORD, ip: '192.0.2.8', now: at(start, 1000) });
    expect(elsewhere.ok).toBe(true);
  });

  it('with local sign-in off refuses every password but the break-glass admin’s, with one message', async () => {
    await addTestUser(opened, 'admin', 'glass@test.local');
    await addTestUser(opened, 'admin', 'other-admin@test.local');
    await addTestUser(opened, 'viewer', 'glass-viewer@test.local');
    const off = { enabled: false, breakGlassAdminEmail: 'glass@test.local' };
    const now = new Date('2030-05-01T10:00:00Z');
    for (const email of ['other-admin@test.local', 'nobody@test.local']) {
      const refused = await authenticate(opened.db, { email, password: TEST_PASSWORD, now, policy: off });
      expect(refused.ok ? 'ok' : refused.error.toShape()).toMatchObject({ kind: 'unauthorised', message: LOCAL_SIGN_IN_OFF_MESSAGE });
    }
    const wrong = await authenticate(opened.db, { email: 'glass@test.local', password: 'wrong', now, policy: off });
    expect(wrong.ok ? 'ok' : wrong.error.message).toBe(LOCAL_SIGN_IN_OFF_MESSAGE);
    // The break-glass email must also be an admin account.
    const notAdmin = await authenticate(opened.db, { email: 'glass-viewer@test.local', password: TEST_PASSWORD, now, policy: { enabled: false, breakGlassAdminEmail: 'glass-viewer@test.local' } });
    expect(notAdmin.ok).toBe(false);
    const glass = await authenticate(opened.db, { email: 'glass@test.local', password: TEST_PASSWORD, now, policy: off });
    expect(glass.ok).toBe(true);
    const [audit] = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.signed_in'), eq(auditLog.actorEmail, 'glass@test.local')));
    expect(audit?.detail).toMatchObject({ method: 'password', breakGlass: true });
    const off2 = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.actorEmail, 'other-admin@test.local')));
    expect(off2.map((a) => (a.detail as { reason: string }).reason)).toEqual(['local_sign_in_off']);
  });
});
