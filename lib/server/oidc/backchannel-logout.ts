import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppServices } from '@/lib/server/access/services';
import { perServices } from '@/lib/server/access/per-services';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import { errorFields, log } from '@/lib/server/log/logger';
import { providerConfiguration } from './provider';

// OpenID Connect Back-Channel Logout 1.0: the provider POSTs a logout token (a JWT it signed) when
// a person signs out there or is removed; the sessions it names end here. The token is checked
// against the provider's published keys (JWKS), its issuer, this client as audience, its iat, the
// logout event, a sid or sub, and no nonce (an ID token is never accepted as a logout token).

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token older than this is refused (its iat), so an old one cannot be replayed for ever. */
const MAX_TOKEN_AGE = '10m';

export type BackchannelAnswer = { status: 200 } | { status: 400 | 404; error: string; description: string };

const keysOf = perServices(() => ({}) as { uri?: string; keys?: ReturnType<typeof createRemoteJWKSet> });

function refuse(description: string): BackchannelAnswer {
  return { status: 400, error: 'invalid_request', description };
}

export async function receiveBackchannelLogout(services: AppServices, logoutToken: string | null): Promise<BackchannelAnswer> {
  const oidc = services.env.oidc;
  if (!oidc) return { status: 404, error: 'not_found', description: 'company sign-in is not configured' };
  if (!logoutToken || logoutToken.length > 16_384) return refuse('logout_token is missing');

  let payload: JWTPayload;
  try {
    const configuration = await providerConfiguration(services, oidc);
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) return refuse('the provider publishes no keys');
    const holder = keysOf(services);
    if (holder.uri !== metadata.jwks_uri) Object.assign(holder, { uri: metadata.jwks_uri, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) });
    ({ payload } = await jwtVerify(logoutToken, holder.keys!, { issuer: metadata.issuer, audience: oidc.clientId, maxTokenAge: MAX_TOKEN_AGE, requiredClaims: ['iat'] }));
  } catch (error) {
    log().warn({ issuer: oidc.issuer, ...errorFields(error) }, 'back-channel logout: the token was refused');
    return refuse('the logout token could not be verified');
  }
  const events = payload.events as Record<string, unknown> | undefined;
  if (typeof events !== 'object' || events === null || typeof events[LOGOUT_EVENT] !== 'object') return refuse('not a logout token (no logout event)');
  if ('nonce' in payload) return refuse('a logout token carries no nonce');
  const sid = typeof payload.sid === 'string' ? payload.sid : null;
  const sub = typeof payload.sub === 'string' ? payload.sub : null;
  if (!sid && !sub) return refuse('a logout token names a sid or a sub');

  const { db } = services;
  const user = sub
    ? (await db.select().from(dashboardUsers).where(and(eq(dashboardUsers.oidcIssuer, oidc.issuer), eq(dashboardUsers.oidcSubject, sub))).limit(1))[0]
    : undefined;
  // Nobody here by that subject: nothing to end (still a success for the provider).
  if (sub && !user) return { status: 200 };
  const now = new Date();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        isNotNull(sessions.oidcCheckedAt),
        user ? eq(sessions.userId, user.id) : undefined,
        sid ? eq(sessions.oidcSid, sid) : undefined,
      ),
    )
    .returning({ userId: sessions.userId });
  for (const userId of new Set(ended.map((row) => row.userId))) {
    const count = ended.filter((row) => row.userId === userId).length;
    await recordAudit({ action: 'auth.session_ended', outcome: 'success', actor: { id: userId, email: user?.email }, detail: { method: 'oidc', reason: 'backchannel_logout', endedSessions: count, bySid: sid !== null } }, db);
  }
  return { status: 200 };
}
