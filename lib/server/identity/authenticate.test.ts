import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dashboardUsers, signInThrottle } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { authenticate, WRONG_CREDENTIALS_MESSAGE } from './authenticate';
import { LOCAL_SIGN_IN_OFF_MESSAGE } from './local-sign-in';
import { hashPassword } from './password';
import { MAX_CONCURRENT_PASSWORD_CHECKS, MAX_WAITING_PASSWORD_CHECKS, passwordGateLoad } from './password-gate';
import { CLIENT_RULE, FIRST_DELAY_MS, MAX_DELAY_MS, PAIR_RULE, throttleDelayMs } from './throttle';
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

  it('slows a guesser with growing delays on (email, address), never locking the owner out from elsewhere', async () => {
    await addTestUser(opened, 'admin', 'ada@test.local');
    const start = new Date('2030-02-01T10:00:00Z');
    const guesser = { email: 'ada@test.local', ip: '203.0.113.9' };
    for (let i = 0; i < PAIR_RULE.free; i++) {
      const result = await authenticate(opened.db, { ...guesser, password: 'guess', now: at(start, i * 1000) });
      expect(result.ok ? 'ok' : result.error.kind).toBe('unauthorised');
    }
    // The guesser waits 15 s, even with the right password...
    const waiting = await authenticate(opened.db, { ...guesser, password: TEST_PASSWORD, now: at(start, 5_000) });
    expect(waiting.ok ? 'ok' : waiting.error.kind).toBe('rate_limited');
    if (!waiting.ok) {
      expect(waiting.error.retryAfterMs).toBe(FIRST_DELAY_MS - 1000);
      expect(waiting.error.message).toMatch(/Try again in 14 seconds/);
      expect(waiting.error.toShape().retryable).toBe(true);
    }
    // ...while the admin at their own desk signs in at once.
    expect((await authenticate(opened.db, { email: 'ada@test.local', password: TEST_PASSWORD, ip: '198.51.100.1', now: at(start, 5_000) })).ok).toBe(true);

    // After the delay one more guess, then twice as long: 30 s, then 60 s.
    const sixth = at(start, 4_000 + FIRST_DELAY_MS);
    expect((await authenticate(opened.db, { ...guesser, password: 'guess', now: sixth })).ok).toBe(false);
    const tooSoon = await authenticate(opened.db, { ...guesser, password: 'guess', now: at(sixth, 2 * FIRST_DELAY_MS - 1) });
    expect(tooSoon.ok ? 'ok' : tooSoon.error.kind).toBe('rate_limited');
    const seventh = await authenticate(opened.db, { ...guesser, password: 'guess', now: at(sixth, 2 * FIRST_DELAY_MS) });
    expect(seventh.ok ? 'ok' : seventh.error.kind).toBe('unauthorised');
    expect(throttleDelayMs(PAIR_RULE.free + 2, PAIR_RULE)).toBe(4 * FIRST_DELAY_MS);
    expect(throttleDelayMs(PAIR_RULE.free + 20, PAIR_RULE)).toBe(MAX_DELAY_MS);
    // After waiting it out, the right password works for the guesser's address too.
    expect((await authenticate(opened.db, { ...guesser, password: TEST_PASSWORD, now: at(sixth, 2 * FIRST_DELAY_MS + MAX_DELAY_MS) })).ok).toBe(true);
  });

  it('counts a parallel burst before checking any password: at most the free attempts are verified', async () => {
    await addTestUser(opened, 'admin', 'burst@test.local');
    const now = new Date('2030-02-02T10:00:00Z');
    const burst = 25;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        authenticate(opened.db, { email: 'burst@test.local', password: i === burst - 1 ? TEST_PASSWORD : `guess-${i}`, ip: '203.0.113.50', now }),
      ),
    );
    const kinds = results.map((r) => (r.ok ? 'ok' : r.error.kind));
    // 'unauthorised' (or 'ok') means the password was really checked; the rest never reached scrypt.
    const verified = kinds.filter((k) => k !== 'rate_limited').length;
    expect(verified).toBe(PAIR_RULE.free);
    expect(kinds.filter((k) => k === 'rate_limited')).toHaveLength(burst - PAIR_RULE.free);
    const failures = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.actorEmail, 'burst@test.local'), eq(auditLog.outcome, 'failure')));
    expect(failures.length).toBe(kinds.filter((k) => k === 'unauthorised').length);
    // The throttled ones are one audit row with a count, not twenty rows.
    const refused = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.actorEmail, 'burst@test.local'), eq(auditLog.outcome, 'refused')));
    expect(refused.map((r) => r.count)).toEqual([burst - PAIR_RULE.free]);
  });

  it('a success clears the count of that email and address, so earlier typos do not slow the user later', async () => {
    await addTestUser(opened, 'viewer', 'vic@test.local');
    const start = new Date('2030-03-01T10:00:00Z');
    for (let i = 0; i < PAIR_RULE.free - 1; i++) {
      await authenticate(opened.db, { email: 'vic@test.local', password: 'typo', now: at(start, i) });
    }
    expect((await authenticate(opened.db, { email: 'vic@test.local', password: TEST_PASSWORD, now: at(start, 10) })).ok).toBe(true);
    for (let i = 0; i < PAIR_RULE.free - 1; i++) {
      await authenticate(opened.db, { email: 'vic@test.local', password: 'typo', now: at(start, 20 + i) });
    }
    expect((await authenticate(opened.db, { email: 'vic@test.local', password: TEST_PASSWORD, now: at(start, 30) })).ok).toBe(true);
  });

  it(`slows an address after ${CLIENT_RULE.free} failures across many emails (successes do not count), not other addresses`, async () => {
    await addTestUser(opened, 'viewer', 'ip-victim@test.local');
    const start = new Date('2030-04-01T10:00:00Z');
    const ip = '192.0.2.7';
    for (let i = 0; i < CLIENT_RULE.free - 1; i++) {
      await authenticate(opened.db, { email: `spray${i}@test.local`, password: 'guess', ip, now: at(start, i) });
    }
    // Right passwords from that address in between do not count (an office signs in together).
    for (let i = 0; i < 3; i++) {
      expect((await authenticate(opened.db, { email: 'ip-victim@test.local', password: TEST_PASSWORD, ip, now: at(start, 100 + i) })).ok).toBe(true);
    }
    await authenticate(opened.db, { email: 'spray-last@test.local', password: 'guess', ip, now: at(start, 200) });
    const fromIp = await authenticate(opened.db, { email: 'ip-victim@test.local', password: TEST_PASSWORD, ip, now: at(start, 1000) });
    expect(fromIp.ok ? 'ok' : fromIp.error.kind).toBe('rate_limited');
    const elsewhere = await authenticate(opened.db, { email: 'ip-victim@test.local', password: TEST_PASSWORD, ip: '192.0.2.8', now: at(start, 1000) });
    expect(elsewhere.ok).toBe(true);
  });

  it('a browser that signed in before (device cookie) is never refused by the address-wide rule; an unknown one is', async () => {
    await addTestUser(opened, 'admin', 'office-admin@test.local');
    await addTestUser(opened, 'viewer', 'office-new@test.local');
    const start = new Date('2030-04-02T10:00:00Z');
    const ip = '192.0.2.70'; // an office NAT: the sprayer and everyone else share it
    for (let i = 0; i < CLIENT_RULE.free + 1; i++) {
      await authenticate(opened.db, { email: `nat-spray${i}@test.local`, password: 'guess', ip, now: at(start, i) });
    }
    const later = at(start, 1000);
    // A browser that never signed in from here waits with the sprayer...
    const unknown = await authenticate(opened.db, { email: 'office-new@test.local', password: TEST_PASSWORD, ip, now: later });
    expect(unknown.ok ? 'ok' : unknown.error.kind).toBe('rate_limited');
    const unknownAdmin = await authenticate(opened.db, { email: 'office-admin@test.local', password: TEST_PASSWORD, ip, now: later });
    expect(unknownAdmin.ok ? 'ok' : unknownAdmin.error.kind).toBe('rate_limited');
    // ...the admin's own browser, with its device cookie, signs in at once.
    const known = await authenticate(opened.db, { email: 'office-admin@test.local', password: TEST_PASSWORD, ip, device: 'admin-laptop-device-id', now: later });
    expect(known.ok).toBe(true);
  });

  it('a device cookie has its own count: guessing with it slows only that cookie, not the address or the account elsewhere', async () => {
    await addTestUser(opened, 'admin', 'stolen@test.local');
    const start = new Date('2030-04-03T10:00:00Z');
    const ip = '192.0.2.71';
    const stolen = { email: 'stolen@test.local', ip, device: 'stolen-cookie-device-id' };
    for (let i = 0; i < PAIR_RULE.free; i++) {
      const result = await authenticate(opened.db, { ...stolen, password: 'guess', now: at(start, i) });
      expect(result.ok ? 'ok' : result.error.kind).toBe('unauthorised');
    }
    const waiting = await authenticate(opened.db, { ...stolen, password: TEST_PASSWORD, now: at(start, 100) });
    expect(waiting.ok ? 'ok' : waiting.error.kind).toBe('rate_limited');
    // The owner's other browser and the same address without that cookie are not slowed by it.
    expect((await authenticate(opened.db, { ...stolen, device: 'owner-desktop-device-id', password: TEST_PASSWORD, now: at(start, 100) })).ok).toBe(true);
    expect((await authenticate(opened.db, { email: 'stolen@test.local', ip, password: TEST_PASSWORD, now: at(start, 100) })).ok).toBe(true);
    // Failures with a device cookie do not count against the address.
    const rows = await opened.db.select().from(signInThrottle).where(and(eq(signInThrottle.client, ip), eq(signInThrottle.email, '')));
    expect(rows).toEqual([]);
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

  it('with local sign-in off checks no password but the break-glass admin’s, and a right one neither counts nor resets the throttle', async () => {
    await addTestUser(opened, 'admin', 'off-admin@test.local');
    const start = new Date('2030-05-02T10:00:00Z');
    const ip = '192.0.2.80';
    // Three typos while password sign-in was still on leave a count on (email, address).
    for (let i = 0; i < 3; i++) await authenticate(opened.db, { email: 'off-admin@test.local', password: 'typo', ip, now: at(start, i) });
    const countOf = async () => (await opened.db.select().from(signInThrottle).where(eq(signInThrottle.client, ip))).map((r) => [r.email, r.failures]);
    const before = await countOf();
    expect(before).toContainEqual(['off-admin@test.local', 3]);
    const off = { enabled: false, breakGlassAdminEmail: 'glass@test.local' };
    // The right password and wrong ones, with sign-in off: refused alike, nothing counted, nothing cleared.
    for (const password of [TEST_PASSWORD, 'guess', TEST_PASSWORD]) {
      const refused = await authenticate(opened.db, { email: 'off-admin@test.local', password, ip, now: at(start, 100), policy: off });
      expect(refused.ok ? 'ok' : refused.error.message).toBe(LOCAL_SIGN_IN_OFF_MESSAGE);
    }
    const guesses = await authenticate(opened.db, { email: 'nobody-off@test.local', password: 'guess', ip, now: at(start, 100), policy: off });
    expect(guesses.ok).toBe(false);
    expect(await countOf()).toEqual(before);
  });

  it('signs in with an old N=2^15 hash and stores it again at today\'s cost', async () => {
    const [created] = await opened.db
      .insert(dashboardUsers)
      .values({ email: 'old@test.local', name: 'Old hash', role: 'scheduler', passwordHash: await hashPassword(TEST_PASSWORD, { N: 2 ** 15, r: 8, p: 1 }) })
      .returning();
    expect(created?.passwordHash).toMatch(/^scrypt\$32768\$/);
    const now = new Date('2030-05-01T10:00:00Z');
    expect((await authenticate(opened.db, { email: 'old@test.local', password: TEST_PASSWORD, now })).ok).toBe(true);
    const [upgraded] = await opened.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'old@test.local'));
    expect(upgraded?.passwordHash).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect((await authenticate(opened.db, { email: 'old@test.local', password: TEST_PASSWORD, now: at(now, 1) })).ok).toBe(true);
    // A wrong password upgrades nothing.
    await authenticate(opened.db, { email: 'old@test.local', password: 'wrong', now: at(now, 2) });
    const [after] = await opened.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'old@test.local'));
    expect(after?.passwordHash).toBe(upgraded?.passwordHash);
  });

  it('turns sign-ins away while too many password checks already wait, and counts nothing for them', async () => {
    await addTestUser(opened, 'viewer', 'busy@test.local');
    const running = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS + MAX_WAITING_PASSWORD_CHECKS }, () => hashPassword('load'));
    await Promise.resolve();
    expect(passwordGateLoad()).toEqual({ active: MAX_CONCURRENT_PASSWORD_CHECKS, waiting: MAX_WAITING_PASSWORD_CHECKS });
    const now = new Date('2030-06-01T10:00:00Z');
    const refused = await authenticate(opened.db, { email: 'busy@test.local', password: TEST_PASSWORD, ip: '192.0.2.99', now });
    expect(refused.ok ? 'ok' : refused.error.message).toMatch(/busy/);
    await Promise.all(running);
    expect((await opened.db.select().from(signInThrottle).where(eq(signInThrottle.client, '192.0.2.99'))).length).toBe(0);
    expect((await authenticate(opened.db, { email: 'busy@test.local', password: TEST_PASSWORD, ip: '192.0.2.99', now })).ok).toBe(true);
  });
});
