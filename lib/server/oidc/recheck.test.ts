import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createSession, lookupSession, type FoundSession } from '@/lib/server/identity/session-store';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { servicesFor } from '@/test/support/test-services';
import { confirmCompanySession } from './recheck';
import { sealSessionTokens } from './session-tokens';

// The re-check's timing, against a provider that cannot be reached (nothing listens on port 9):
// not asked before the window ends, kept for the grace after it, ended past the grace. What the
// provider says when it answers (a new role, a removed person) is shown end to end in
// e2e/company-sign-in.spec.ts against the local provider.

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

const UNREACHABLE_PROVIDER = {
  OIDC_ISSUER: 'http://127.0.0.1:9',
  OIDC_CLIENT_ID: 'shiftdesk',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_REDIRECT_URI: 'http://127.0.0.1:3000/api/auth/oidc/callback',
  OIDC_ROLE_MAP: 'admins:admin',
};
const MINUTE = 60_000;
const start = new Date('2030-01-01T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

let subjects = 0;
async function companySession(env: Record<string, string> = {}): Promise<{ found: FoundSession; services: ReturnType<typeof servicesFor> }> {
  const services = servicesFor(opened.db, {}, { ...UNREACHABLE_PROVIDER, ...env });
  const subject = `person-${++subjects}`;
  const [user] = await opened.db
    .insert(dashboardUsers)
    .values({ email: `${subject}@corp.example`, name: subject, role: 'admin', oidcIssuer: UNREACHABLE_PROVIDER.OIDC_ISSUER, oidcSubject: subject })
    .returning();
  const sealedTokens = sealSessionTokens({ accessToken: 'access', refreshToken: 'refresh' }, services.env.TOKEN_ENCRYPTION_KEY);
  const { token } = await createSession(opened.db, { userId: user!.id, role: 'admin', company: { sealedTokens, sid: null }, now: start });
  const found = await lookupSession(opened.db, token, start);
  if (!found) throw new Error('no session');
  return { found, services };
}

const rowOf = async (id: string) => (await opened.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe('re-checking a company session at the provider', () => {
  it('leaves a password session alone', async () => {
    const user = await addTestUser(opened, 'admin', 'pw-admin@corp.example');
    const { token } = await createSession(opened.db, { userId: user.id, role: 'admin', now: start });
    const found = await lookupSession(opened.db, token, start);
    expect(await confirmCompanySession(servicesFor(opened.db, {}, UNREACHABLE_PROVIDER), found!, at(59))).toBe(found);
  });

  it('does not ask within the window, keeps the session through a short grace while the provider is down, then ends it', async () => {
    const { found, services } = await companySession();
    // Within the 15 minutes: not asked at all.
    expect(await confirmCompanySession(services, found, at(14))).toBe(found);
    expect((await rowOf(found.sessionId)).oidcCheckClaimedAt).toBeNull();
    // Due, provider down, within the grace: kept, and the next request may ask again.
    expect(await confirmCompanySession(services, found, at(16))).toBe(found);
    expect(await rowOf(found.sessionId)).toMatchObject({ revokedAt: null, oidcCheckClaimedAt: null });
    // Past the grace: ended, and the audit log says why.
    expect(await confirmCompanySession(services, found, at(21))).toBeNull();
    expect((await rowOf(found.sessionId)).revokedAt).toEqual(at(21));
    const [ended] = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.session_ended'), eq(auditLog.actorId, found.user.id)));
    expect(ended).toMatchObject({ detail: { reason: 'provider_unreachable' } });
  });

  it('asks as often as OIDC_RECHECK_SECONDS says', async () => {
    const { found, services } = await companySession({ OIDC_RECHECK_SECONDS: '60' });
    expect(await confirmCompanySession(services, found, at(0.5))).toBe(found);
    // One minute of window and five of grace: gone after six, where the default keeps it.
    expect(await confirmCompanySession(services, found, at(6.5))).toBeNull();
    const byDefault = await companySession();
    expect(await confirmCompanySession(byDefault.services, byDefault.found, at(6.5))).toBe(byDefault.found);
  });

  it('refuses a window longer than 15 minutes', () => {
    expect(() => servicesFor(opened.db, {}, { ...UNREACHABLE_PROVIDER, OIDC_RECHECK_SECONDS: '901' })).toThrow(/OIDC_RECHECK_SECONDS/);
  });
});
