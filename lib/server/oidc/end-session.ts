import 'server-only';
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { AppServices } from '@/lib/server/access/services';
import { sessions } from '@/lib/server/db/schema';
import { sessionIdOf } from '@/lib/server/identity/session-store';
import { errorFields, log } from '@/lib/server/log/logger';
import { providerConfiguration } from './provider';
import { openSessionTokens } from './session-tokens';

// Signing out of a company session also signs the browser out at the provider (OpenID Connect
// RP-Initiated Logout 1.0), when the provider offers it: the browser goes to its end_session_endpoint
// with the session's ID token as the hint, and comes back to this app's sign-in page.

/** This app's page the provider sends the browser back to; register it at the provider. */
export const POST_LOGOUT_PATH = '/sign-in';

/** Where to send the browser to sign out at the provider too, or null (a password session, no endpoint, provider down). */
export async function providerSignOutUrl(services: AppServices, sessionToken: string): Promise<string | null> {
  const oidc = services.env.oidc;
  if (!oidc) return null;
  const rows = await services.db.select({ tokens: sessions.oidcTokens }).from(sessions).where(eq(sessions.id, sessionIdOf(sessionToken))).limit(1);
  const tokens = openSessionTokens(rows[0]?.tokens ?? null, services.env.TOKEN_ENCRYPTION_KEY);
  if (!tokens) return null;
  try {
    const configuration = await providerConfiguration(services, oidc);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    const parameters: Record<string, string> = { post_logout_redirect_uri: new URL(POST_LOGOUT_PATH, oidc.redirectUri).href };
    if (tokens.idToken) parameters.id_token_hint = tokens.idToken;
    return client.buildEndSessionUrl(configuration, parameters).href;
  } catch (error) {
    // Signed out here anyway; the provider's session is its own business when it cannot be reached.
    log().warn({ issuer: oidc.issuer, ...errorFields(error) }, 'sign-out: the provider could not be reached to sign out there');
    return null;
  }
}
