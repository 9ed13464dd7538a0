import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { authenticate } from './authenticate';
import { DEMO_PASSWORD, ensureFirstAdmin, syncDemoUsers } from './demo-users';
import { lookupSession } from './session-store';
import { openTestDatabase } from '@/test/support/test-database';
import { findUserByEmail } from './users';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

describe('demo users and the first admin', () => {
  it('creates the demo accounts in demo mode, and disables them (and their sessions) outside it', async () => {
    await Promise.all([syncDemoUsers(opened.db, { enabled: true }), syncDemoUsers(opened.db, { enabled: true })]);
    const admin = await findUserByEmail(opened.db, 'admin@example.com');
    expect(admin).toMatchObject({ name: 'Ada Admin', role: 'admin', isDemo: true, disabled: false });
    expect(await findUserByEmail(opened.db, 'viewer@example.com')).toMatchObject({ name: 'Vic Viewer', role: 'viewer' });

    const signedIn = await authenticate(opened.db, { email: 'scheduler@example.com', password: DEMO_PASSWORD });
    if (!signedIn.ok) throw signedIn.error;
    expect(signedIn.value.user).toMatchObject({ name: 'Sam Scheduler', role: 'scheduler' });

    await syncDemoUsers(opened.db, { enabled: false });
    expect(await lookupSession(opened.db, signedIn.value.token)).toBeNull();
    const refused = await authenticate(opened.db, { email: 'scheduler@example.com', password: DEMO_PASSWORD });
    expect(refused.ok).toBe(false);

    await syncDemoUsers(opened.db, { enabled: true });
    expect((await authenticate(opened.db, { email: 'scheduler@example.com', password: DEMO_PASSWORD })).ok).toBe(true);
  });

  it('creates the first admin once and never overwrites it', async () => {
    expect(await ensureFirstAdmin(opened.db, { email: 'Boss@Company.test', password: 'first-password-1' })).toBe(true);
    expect(await ensureFirstAdmin(opened.db, { email: 'boss@company.test', password: 'another-password' })).toBe(false);
    expect((await authenticate(opened.db, { email: 'boss@company.test', password: 'first-password-1' })).ok).toBe(true);
    const boss = await findUserByEmail(opened.db, 'boss@company.test');
    expect(boss).toMatchObject({ role: 'admin', isDemo: false });
    // Recorded once, by the bootstrap, with no actor (nobody was signed in).
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'user.created'));
    expect(rows.map((r) => [r.targetId, r.actorId, r.actorEmail, r.detail])).toEqual([[boss!.id, null, null, { via: 'bootstrap' }]]);
    expect(rows[0]?.after).toEqual({ email: 'boss@company.test', name: 'Administrator', role: 'admin' });
  });
});
