import 'server-only';
import type { ActionResult } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { AppServices } from '@/lib/server/access';
import { authenticate } from '@/lib/server/identity/authenticate';
import { normalizeEmail } from '@/lib/server/identity/users';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '@/lib/server/identity/session-cookie';
import { lookupSession, revokeSession } from '@/lib/server/identity/session-store';
import type { SessionUser } from '@/lib/server/identity/types';
import { POST_LOGOUT_PATH, providerSignOutUrl } from '@/lib/server/oidc/end-session';
import { readDeviceId, rememberDevice } from './device-cookie';

/**
 * Checks the credentials and, when they are right, sets the session cookie (ending the session
 * this browser had: one browser, one signed-in person) and remembers this browser for the account
 * (device-cookie.ts). For server actions.
 */
export async function signIn(services: AppServices, input: {
  email: string;
  password: string;
  ip?: string | null;
  userAgent?: string | null;
}): Promise<ActionResult<SessionUser>> {
  const { env, db } = services;
  const policy = { enabled: env.LOCAL_SIGN_IN, breakGlassAdminEmail: env.BREAK_GLASS_ADMIN_EMAIL };
  const key = env.TOKEN_ENCRYPTION_KEY;
  const device = await readDeviceId(normalizeEmail(input.email), key);
  const result = await authenticate(db, { ...input, device, policy });
  if (!result.ok) return { ok: false, error: result.error.toShape() };
  const previous = await readSessionToken();
  if (previous) await revokeSession(db, previous);
  await setSessionCookie(result.value.token);
  await rememberDevice(result.value.user.email, key);
  return { ok: true, data: result.value.user };
}

/**
 * Ends this browser's session: revoked in the database, not only forgotten by the browser. The
 * cookie is cleared even if the database cannot be reached, so the browser is signed out anyway.
 * Returns where the browser goes next: the sign-in page, or first the company provider's sign-out
 * (RP-initiated logout), so a company session ends there too (lib/server/oidc/end-session.ts).
 */
export async function signOut(services: AppServices): Promise<string> {
  const { db } = services;
  try {
    const token = await readSessionToken();
    if (!token) return POST_LOGOUT_PATH;
    const providerSignOut = await providerSignOutUrl(services, token);
    const found = await lookupSession(db, token);
    await revokeSession(db, token);
    if (found) await recordAudit({ action: 'auth.signed_out', outcome: 'success', actor: found.user, detail: { atProvider: providerSignOut !== null } }, db);
    return providerSignOut ?? POST_LOGOUT_PATH;
  } finally {
    await clearSessionCookie();
  }
}
