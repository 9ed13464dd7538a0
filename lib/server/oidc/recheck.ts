import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access/services';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { revokeSessionsOfUser, type FoundSession } from '@/lib/server/identity/session-store';
import { errorFields, log } from '@/lib/server/log/logger';
import { personFrom, SubjectChangedError } from './claims';
import { providerConfiguration } from './provider';
import { storeProviderRole } from './provider-role';
import { openSessionTokens, sealSessionTokens, tokensOf, type SessionTokens } from './session-tokens';

// A company session holds only as long as the provider still vouches for the person
// (docs/decisions/company-sign-in.md): when the provider's last word is older than
// OIDC_RECHECK_SECONDS (at most 15 minutes), the request that uses the session asks again: a
// refresh-token grant (the provider refuses it for a person removed, disabled or signed out
// there), then the claims from the fresh tokens. The role follows them; no role, or a refusal,
// ends the session. A provider that cannot be reached keeps it for COMPANY_RECHECK_GRACE_MS more.

/** How long past its re-check a session may live while the provider cannot be reached. */
export const COMPANY_RECHECK_GRACE_MS = 5 * 60_000;
/** One request at a time re-checks a session; a claim older than this was abandoned. */
const CLAIM_MS = 30_000;

type Verdict =
  | { kind: 'confirmed'; role: FoundSession['user']['role']; tokens: SessionTokens }
  | { kind: 'no_role' }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' };

/** The session as it holds now: confirmed, with its role from the provider, or null when it ended. */
export async function confirmCompanySession(services: AppServices, found: FoundSession, now = new Date()): Promise<FoundSession | null> {
  const checkedAt = found.companyCheckedAt;
  if (!checkedAt) return found;
  const oidc = services.env.oidc;
  const recheckMs = oidc?.recheckMs ?? 0;
  const age = now.getTime() - checkedAt.getTime();
  if (oidc && age < recheckMs) return found;
  const withinGrace = age < recheckMs + COMPANY_RECHECK_GRACE_MS;

  const { db } = services;
  const claimed = await claimCheck(db, found.sessionId, now);
  // Another request of this session is asking the provider: use the session as it is meanwhile.
  if (!claimed) return withinGrace ? found : null;

  const verdict = oidc ? await askProvider(services, oidc, found, openSessionTokens(claimed.sealedTokens, services.env.TOKEN_ENCRYPTION_KEY)) : ({ kind: 'unreachable' } as const);
  if (verdict.kind === 'unreachable') {
    await db.update(sessions).set({ oidcCheckClaimedAt: null }).where(eq(sessions.id, found.sessionId));
    if (withinGrace) return found;
    return endSession(db, found, now, 'provider_unreachable');
  }
  if (verdict.kind === 'refused') return endSession(db, found, now, verdict.reason);
  if (verdict.kind === 'no_role') {
    // Out of every Shiftdesk group: the person's other sessions end with this one.
    const ended = await revokeSessionsOfUser(db, found.user.id, now);
    await auditEnded(db, found, now, 'no_role', ended);
    return null;
  }

  await db
    .update(sessions)
    .set({ oidcTokens: sealSessionTokens(verdict.tokens, services.env.TOKEN_ENCRYPTION_KEY), oidcCheckedAt: now, oidcCheckClaimedAt: null })
    .where(eq(sessions.id, found.sessionId));
  if (verdict.role === found.user.role) return found;
  const [account] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, found.user.id)).limit(1);
  if (!account) return null;
  const detail = { method: 'oidc', via: 'recheck', issuer: oidc?.issuer };
  await storeProviderRole(db, account, verdict.role, { now, detail, endSessions: false });
  return { ...found, user: { ...found.user, role: verdict.role } };
}

/** Takes on this session's re-check (unless a live claim exists); its sealed tokens, or null. */
async function claimCheck(db: Db, sessionId: string, now: Date): Promise<{ sealedTokens: string | null } | null> {
  const rows = await db
    .update(sessions)
    .set({ oidcCheckClaimedAt: now })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.oidcCheckClaimedAt), lt(sessions.oidcCheckClaimedAt, new Date(now.getTime() - CLAIM_MS)))))
    .returning({ sealedTokens: sessions.oidcTokens });
  return rows[0] ?? null;
}

async function askProvider(services: AppServices, oidc: OidcEnv, found: FoundSession, tokens: SessionTokens | null): Promise<Verdict> {
  if (!tokens) return { kind: 'refused', reason: 'no_tokens' };
  const subject = await subjectOf(services.db, found.user.id);
  if (!subject) return { kind: 'refused', reason: 'not_a_company_account' };
  try {
    const configuration = await providerConfiguration(services, oidc);
    // Without a refresh token, the access token asks userinfo until it expires (then: refused).
    const answer = tokens.refreshToken ? await client.refreshTokenGrant(configuration, tokens.refreshToken) : null;
    const person = await personFrom(configuration, oidc, answer?.access_token ?? tokens.accessToken, answer?.claims(), subject);
    if (person.role === null) return { kind: 'no_role' };
    return { kind: 'confirmed', role: person.role, tokens: answer ? tokensOf(answer, tokens) : tokens };
  } catch (error) {
    const reason = refusalOf(error);
    log().warn({ issuer: oidc.issuer, userId: found.user.id, reason: reason ?? 'unreachable', ...errorFields(error) }, 'company session: the provider did not confirm the person');
    return reason ? { kind: 'refused', reason } : { kind: 'unreachable' };
  }
}

/**
 * The provider's own "no" (a refused grant, an access token it no longer accepts, another person),
 * as opposed to it being down or answering garbage: only a "no" ends a session at once.
 */
function refusalOf(error: unknown): string | null {
  if (error instanceof SubjectChangedError) return 'subject_changed';
  if (error instanceof client.ResponseBodyError && error.status >= 400 && error.status < 500 && error.error !== 'temporarily_unavailable') return error.error.slice(0, 40);
  if (error instanceof client.WWWAuthenticateChallengeError && error.status === 401) return 'token_refused';
  return null;
}

async function subjectOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ subject: dashboardUsers.oidcSubject }).from(dashboardUsers).where(eq(dashboardUsers.id, userId)).limit(1);
  return rows[0]?.subject ?? null;
}

async function endSession(db: Db, found: FoundSession, now: Date, reason: string): Promise<null> {
  await db.update(sessions).set({ revokedAt: now, oidcCheckClaimedAt: null }).where(and(eq(sessions.id, found.sessionId), isNull(sessions.revokedAt)));
  await auditEnded(db, found, now, reason, 1);
  return null;
}

async function auditEnded(db: Db, found: FoundSession, now: Date, reason: string, endedSessions: number): Promise<void> {
  await recordAudit({ action: 'auth.session_ended', outcome: 'success', actor: { id: found.user.id, email: found.user.email }, detail: { method: 'oidc', reason, endedSessions }, at: now }, db);
}
