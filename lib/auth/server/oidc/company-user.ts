import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { OidcErrorCode } from '@/lib/auth/oidc-errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { dashboardUsers } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { markReauthenticated } from '@/lib/server/identity/reauthentication';
import { storeProviderRole } from '@/lib/server/oidc/provider-role';
import { createSession, revokeSessionsOfUser, type CompanySessionStart } from '@/lib/server/identity/session-store';
import type { Role, SessionUser } from '@/lib/server/identity/types';
import { normalizeEmail, toSessionUser, type DashboardUser } from '@/lib/server/identity/users';

// A person the company's OpenID provider vouched for, turned into a Shiftdesk account and session.
// The account is found by issuer + subject (never by email alone: an email can be reassigned, or
// claimed by another provider); it is created at the first sign-in, and its role is the one the
// provider's claims give at this sign-in. A changed role ends the account's other sessions, so a
// demotion cannot live on in a browser signed in before it; no role at all ends them too.

export type CompanyIdentity = {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** Whether the provider verified `email`: an unverified one never names a new account. */
  emailVerified: boolean;
  name: string | undefined;
  /** From the configured claim and map; null when none of the user's values is mapped. */
  role: Role | null;
};

export type CompanySignInOptions = {
  ip?: string | null;
  userAgent?: string | null;
  /** A re-authentication: only this user may come back. */
  reauthUserId?: string;
  /** The provider's tokens and session id, kept with the session to re-check the person and to sign out there. */
  company?: CompanySessionStart;
  now?: Date;
};

export type CompanySignIn = { ok: true; user: SessionUser; token: string; expiresAt: Date } | { ok: false; code: OidcErrorCode };

export async function signInCompanyUser(db: Db, identity: CompanyIdentity, options: CompanySignInOptions = {}): Promise<CompanySignIn> {
  const now = options.now ?? new Date();
  const detail = { method: 'oidc', issuer: identity.issuer, ip: options.ip ?? null, userAgent: options.userAgent?.slice(0, 200) ?? null };
  const refuse = async (code: OidcErrorCode, actor: { id?: string; email?: string } | null, extra: object = {}): Promise<CompanySignIn> => {
    await recordAudit({ action: 'auth.sign_in_failed', outcome: 'refused', actor, detail: { ...detail, reason: code, ...extra }, at: now }, db);
    return { ok: false, code };
  };

  const user = await findCompanyUser(db, identity);
  const actor = { id: user?.id, email: user?.email ?? identity.email };
  if (options.reauthUserId !== undefined && user?.id !== options.reauthUserId) return refuse('reauth_mismatch', actor);
  if (identity.role === null) {
    // Removed from every Shiftdesk group: whatever sessions the account still has end now.
    const ended = user ? await revokeSessionsOfUser(db, user.id, now) : 0;
    return refuse('no_role', actor, { endedSessions: ended });
  }
  if (user?.disabled) return refuse('disabled', actor);

  let account: DashboardUser;
  if (!user) {
    if (!identity.email) return refuse('no_email', actor);
    // An address the provider did not verify could be anyone's: it never names a new account.
    if (!identity.emailVerified) return refuse('email_unverified', actor);
    const created = await createCompanyUser(db, { ...identity, email: identity.email }, identity.role);
    if (!created) return refuse('email_taken', actor);
    account = created.user;
    if (created.isNew) {
      await recordAudit({
        action: 'user.created',
        outcome: 'success',
        actor: { id: account.id, email: account.email },
        target: { type: 'user', id: account.id },
        after: { email: account.email, name: account.name, role: account.role },
        detail,
        at: now,
      }, db);
    }
  } else {
    account = user.role === identity.role ? user : await storeProviderRole(db, user, identity.role, { now, detail, endSessions: true });
  }

  const session = await createSession(db, { userId: account.id, role: account.role, ip: options.ip, userAgent: options.userAgent, company: options.company, now });
  // A company sign-in asked for as a confirmation counts as one, like a password typed again.
  if (options.reauthUserId !== undefined) await markReauthenticated(db, session.sessionId, now);
  await recordAudit({ action: 'auth.signed_in', outcome: 'success', actor: { id: account.id, email: account.email }, detail, at: now }, db);
  return { ok: true, user: toSessionUser(account), ...session };
}

async function findCompanyUser(db: Db, identity: CompanyIdentity): Promise<DashboardUser | undefined> {
  const rows = await db
    .select()
    .from(dashboardUsers)
    .where(and(eq(dashboardUsers.oidcIssuer, identity.issuer), eq(dashboardUsers.oidcSubject, identity.subject)))
    .limit(1);
  return rows[0];
}

/**
 * Creates the account, or finds the one a simultaneous first sign-in just created. Null when the
 * email belongs to another account (a local one, or another identity): never linked by email.
 */
async function createCompanyUser(db: Db, identity: CompanyIdentity & { email: string }, role: Role): Promise<{ user: DashboardUser; isNew: boolean } | null> {
  const email = normalizeEmail(identity.email);
  const [inserted] = await db
    .insert(dashboardUsers)
    .values({ email, name: identity.name?.trim().slice(0, 120) || email, role, passwordHash: null, oidcIssuer: identity.issuer, oidcSubject: identity.subject })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { user: inserted, isNew: true };
  const raced = await findCompanyUser(db, identity);
  return raced ? { user: raced, isNew: false } : null;
}

/**
 * How this account proves who it is again before a sensitive change: 'company' (send it to
 * companyReauthenticationPath) for accounts made by company sign-in, else 'password'.
 */
export async function reauthenticationMethodOf(db: Db, userId: string): Promise<'company' | 'password'> {
  const rows = await db.select({ subject: dashboardUsers.oidcSubject }).from(dashboardUsers).where(eq(dashboardUsers.id, userId)).limit(1);
  return rows[0]?.subject ? 'company' : 'password';
}
