import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dashboardUsers } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { wasReauthenticatedWithin } from '@/lib/server/identity/reauthentication';
import { lookupSession } from '@/lib/server/identity/session-store';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { reauthenticationMethodOf, signInCompanyUser, type CompanyIdentity } from './company-user';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

const ISSUER = 'https://login.corp.example';
const identity = (subject: string, role: CompanyIdentity['role'], email = `${subject}@corp.example`): CompanyIdentity => ({ issuer: ISSUER, subject, email, emailVerified: true, name: `Person ${subject}`, role });
const auditsOf = (action: string, actorEmail: string) => opened.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.actorEmail, actorEmail)));

describe('company sign-in accounts', () => {
  it('creates the account at the first sign-in, linked to issuer and subject, and audits both', async () => {
    const result = await signInCompanyUser(opened.db, identity('alice', 'admin', 'Alice@Corp.example'));
    if (!result.ok) throw new Error(result.code);
    expect(result.user).toMatchObject({ email: 'alice@corp.example', name: 'Person alice', role: 'admin' });
    const [row] = await opened.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, result.user.id));
    expect(row).toMatchObject({ oidcIssuer: ISSUER, oidcSubject: 'alice', passwordHash: null });
    expect(await auditsOf('user.created', 'alice@corp.example')).toHaveLength(1);
    expect(await auditsOf('auth.signed_in', 'alice@corp.example')).toHaveLength(1);
    const again = await signInCompanyUser(opened.db, identity('alice', 'admin', 'Alice@Corp.example'));
    expect(again.ok && again.user.id).toBe(result.user.id);
    expect(await auditsOf('user.created', 'alice@corp.example')).toHaveLength(1);
  });

  it('re-reads the role at every sign-in and ends the sessions opened under the old one', async () => {
    const first = await signInCompanyUser(opened.db, identity('sam', 'scheduler'));
    if (!first.ok) throw new Error(first.code);
    const demoted = await signInCompanyUser(opened.db, identity('sam', 'viewer'));
    if (!demoted.ok) throw new Error(demoted.code);
    expect(demoted.user.role).toBe('viewer');
    expect(await lookupSession(opened.db, first.token)).toBeNull();
    expect((await lookupSession(opened.db, demoted.token))?.user.role).toBe('viewer');
    const [change] = await auditsOf('user.role_changed', 'sam@corp.example');
    expect(change).toMatchObject({ before: { role: 'scheduler' }, after: { role: 'viewer' }, detail: { endedSessions: 1 } });
  });

  it('refuses a person with no mapped role, creating nobody and ending an existing account’s sessions', async () => {
    expect(await signInCompanyUser(opened.db, identity('nora', null))).toEqual({ ok: false, code: 'no_role' });
    expect(await opened.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'nora@corp.example'))).toEqual([]);
    const vic = await signInCompanyUser(opened.db, identity('vic', 'viewer'));
    if (!vic.ok) throw new Error(vic.code);
    expect(await signInCompanyUser(opened.db, identity('vic', null))).toEqual({ ok: false, code: 'no_role' });
    expect(await lookupSession(opened.db, vic.token)).toBeNull();
  });

  it('never links by email: a local account with the same email is refused, and so is no email', async () => {
    await addTestUser(opened, 'admin', 'local@corp.example');
    expect(await signInCompanyUser(opened.db, identity('local', 'admin', 'local@corp.example'))).toEqual({ ok: false, code: 'email_taken' });
    expect(await signInCompanyUser(opened.db, { ...identity('ghost', 'viewer'), email: undefined })).toEqual({ ok: false, code: 'no_email' });
    // The same subject at another issuer is another person.
    const elsewhere = await signInCompanyUser(opened.db, { ...identity('alice', 'viewer', 'alice@elsewhere.example'), issuer: 'https://other.example' });
    expect(elsewhere.ok && elsewhere.user.email).toBe('alice@elsewhere.example');
  });

  it('never makes an account from an email the provider did not verify, but still knows an existing one by its subject', async () => {
    expect(await signInCompanyUser(opened.db, { ...identity('una', 'viewer'), emailVerified: false })).toEqual({ ok: false, code: 'email_unverified' });
    expect(await opened.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'una@corp.example'))).toEqual([]);
    expect((await auditsOf('auth.sign_in_failed', 'una@corp.example'))[0]).toMatchObject({ detail: { reason: 'email_unverified' } });
    const known = await signInCompanyUser(opened.db, identity('ulla', 'viewer'));
    if (!known.ok) throw new Error(known.code);
    const again = await signInCompanyUser(opened.db, { ...identity('ulla', 'viewer'), emailVerified: false });
    expect(again.ok && again.user.id).toBe(known.user.id);
  });

  it('lets only the signed-in user confirm a re-authentication, and refuses a disabled account', async () => {
    const alice = await signInCompanyUser(opened.db, identity('alice', 'admin'));
    if (!alice.ok) throw new Error(alice.code);
    expect(await signInCompanyUser(opened.db, identity('sam', 'viewer'), { reauthUserId: alice.user.id })).toEqual({ ok: false, code: 'reauth_mismatch' });
    // A plain sign-in confirms nothing; the asked-for one counts as a re-authentication.
    const plain = await lookupSession(opened.db, alice.token);
    expect(wasReauthenticatedWithin(plain)).toBe(false);
    const confirmed = await signInCompanyUser(opened.db, identity('alice', 'admin'), { reauthUserId: alice.user.id });
    if (!confirmed.ok) throw new Error(confirmed.code);
    expect(wasReauthenticatedWithin(await lookupSession(opened.db, confirmed.token))).toBe(true);
    expect(await reauthenticationMethodOf(opened.db, alice.user.id)).toBe('company');
    expect(await reauthenticationMethodOf(opened.db, (await addTestUser(opened, 'admin', 'pw@corp.example')).id)).toBe('password');
    await opened.db.update(dashboardUsers).set({ disabled: true }).where(eq(dashboardUsers.id, alice.user.id));
    expect(await signInCompanyUser(opened.db, identity('alice', 'admin'))).toEqual({ ok: false, code: 'disabled' });
  });
});
