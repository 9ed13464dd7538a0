import 'server-only';
import * as client from 'openid-client';
import type { OidcErrorCode } from '@/lib/auth/oidc-errors';
import { safeReturnPath } from '@/lib/security/return-path';
import type { OidcEnv } from '@/lib/env';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { AppServices } from '@/lib/server/access';
import { requestInfo } from '@/lib/server/identity/request-info';
import { readSessionToken, setSessionCookie } from '@/lib/server/identity/session-cookie';
import { revokeSession } from '@/lib/server/identity/session-store';
import { errorFields, log } from '@/lib/server/log/logger';
import { signInCompanyUser } from './company-user';
import { personFrom, type ProviderPerson } from '@/lib/server/oidc/claims';
import { providerConfiguration } from '@/lib/server/oidc/provider';
import { sealSessionTokens, tokensOf, type SessionTokens } from '@/lib/server/oidc/session-tokens';
import { saveTransaction, takeTransaction, type OidcTransaction } from './transaction';

// Company sign-in, authorization code + PKCE (docs/decisions/company-sign-in.md):
// start: a fresh state, nonce and PKCE verifier, sealed into a short-lived cookie, and the browser
// sent to the provider; callback: the cookie taken (once), the code exchanged and the ID token
// checked by openid-client against them, the role read from the claims, the account found or made,
// a session opened. Both return where the browser goes next; nothing here throws to the browser.

export const OIDC_START_PATH = '/api/auth/oidc/start';

/**
 * Where to send a signed-in user to prove again, at the provider, that it is them (before a
 * sensitive change): the provider must ask for their credentials again (prompt=login, max_age=0),
 * the same account must come back, and the browser then returns to `returnTo` with a new session
 * (its createdAt is the moment of that fresh sign-in).
 */
export function companyReauthenticationPath(returnTo: string): string {
  const params = new URLSearchParams({ reauth: '1', next: safeReturnPath(returnTo) ?? '/' });
  return `${OIDC_START_PATH}?${params}`;
}

/** Fresh sign-ins within this many seconds of the callback count as the re-authentication asked for. */
const REAUTH_MAX_AGE_SECONDS = 120;

function signInPageWith(code: OidcErrorCode, returnTo?: string): string {
  const params = new URLSearchParams({ error: code });
  if (returnTo && returnTo !== '/') params.set('next', returnTo);
  return `/sign-in?${params}`;
}

/** `signedIn`: who this browser is signed in as (a re-authentication is for them). */
export async function beginCompanySignIn(query: URLSearchParams, services: AppServices, signedIn: () => Promise<{ id: string } | null>): Promise<string> {
  const oidc = services.env.oidc;
  const returnTo = safeReturnPath(query.get('next') ?? undefined) ?? '/';
  if (!oidc) return signInPageWith('not_configured', returnTo);
  // Re-authentication is for whoever is signed in; signed out, it is an ordinary sign-in.
  const reauthUserId = query.get('reauth') === '1' ? (await signedIn())?.id : undefined;
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(services, oidc);
  } catch (error) {
    log().warn({ issuer: oidc.issuer, ...errorFields(error) }, 'company sign-in: the provider could not be discovered');
    return signInPageWith('unavailable', returnTo);
  }
  const transaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), returnTo, reauthUserId };
  await saveTransaction(transaction, services.env.TOKEN_ENCRYPTION_KEY);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: oidc.scopes,
    state: transaction.state,
    nonce: transaction.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
    code_challenge_method: 'S256',
    ...(reauthUserId ? { prompt: 'login', max_age: '0' } : {}),
  });
  return url.href;
}

export async function finishCompanySignIn(query: URLSearchParams, services: AppServices): Promise<string> {
  const oidc = services.env.oidc;
  if (!oidc) return signInPageWith('not_configured');
  const info = await requestInfo();
  const transaction = await takeTransaction(services.env.TOKEN_ENCRYPTION_KEY);
  const refused = async (code: OidcErrorCode, extra: object = {}) => {
    await recordAudit({ action: 'auth.sign_in_failed', outcome: 'refused', detail: { method: 'oidc', reason: code, ...info, ...extra } }, services.db);
    return signInPageWith(code, transaction?.returnTo);
  };
  // No transaction: expired, already used (a replayed callback), or never started in this browser.
  if (!transaction) return refused('expired');
  const providerError = query.get('error');
  if (providerError) return refused(providerError === 'access_denied' ? 'denied' : 'failed', { providerError: providerError.slice(0, 60) });

  let signedIn: { person: ProviderPerson; tokens: SessionTokens };
  try {
    signedIn = await exchangeCode(services, oidc, query, transaction);
  } catch (error) {
    const unreachable = error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
    log().warn({ issuer: oidc.issuer, ...errorFields(error) }, 'company sign-in: the callback was refused');
    return refused(unreachable ? 'unavailable' : 'failed');
  }
  const { db } = services;
  const { person, tokens } = signedIn;
  const result = await signInCompanyUser(
    db,
    { issuer: oidc.issuer, subject: person.subject, email: person.email, emailVerified: person.emailVerified, name: person.name, role: person.role },
    {
      ...info,
      reauthUserId: transaction.reauthUserId,
      company: { sealedTokens: sealSessionTokens(tokens, services.env.TOKEN_ENCRYPTION_KEY), sid: person.sid },
    },
  );
  if (!result.ok) return signInPageWith(result.code, transaction.returnTo);
  // Whatever session this browser had ends: one browser, one signed-in person.
  const previous = await readSessionToken();
  if (previous) await revokeSession(db, previous);
  await setSessionCookie(result.token);
  return transaction.returnTo;
}

/**
 * The code for tokens, checked by openid-client (state, PKCE, the ID token's signature, issuer,
 * audience, nonce, and for a re-authentication its auth_time); then the person they name.
 */
async function exchangeCode(services: AppServices, oidc: OidcEnv, query: URLSearchParams, transaction: OidcTransaction): Promise<{ person: ProviderPerson; tokens: SessionTokens }> {
  const configuration = await providerConfiguration(services, oidc);
  // Checked against the configured callback address, never the Host this request came in with.
  const callbackUrl = new URL(oidc.redirectUri);
  callbackUrl.search = query.toString();
  const answer = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: transaction.codeVerifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
    ...(transaction.reauthUserId ? { maxAge: REAUTH_MAX_AGE_SECONDS } : {}),
  });
  const idClaims = answer.claims();
  if (!idClaims) throw new Error('no ID token');
  return { person: await personFrom(configuration, oidc, answer.access_token, idClaims), tokens: tokensOf(answer) };
}
