import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { addLogContext } from '@/lib/server/log/log-context';
import { pathTemplate } from '@/lib/server/log/path-template';
import { enterPageLog } from '@/lib/server/log/request-log';
import { hasRole } from '@/lib/identity/roles';
import { wasReauthenticatedWithin } from '@/lib/server/identity/reauthentication';
import { readSessionToken } from '@/lib/server/identity/session-cookie';
import { lookupSession, type FoundSession } from '@/lib/server/identity/session-store';
import { confirmCompanySession } from '@/lib/server/oidc/recheck';
import type { Role, SessionUser } from '@/lib/server/identity/types';
import { appServices } from './process-app';

/**
 * The live session of this request, or null. Looked up once per request (React cache); a company
 * session whose provider's word is due is confirmed there first (lib/server/oidc/recheck.ts).
 */
export const getCurrentSession = cache(async (): Promise<FoundSession | null> => {
  const token = await readSessionToken();
  if (!token) return null;
  const services = await appServices();
  const found = await lookupSession(services.db, token);
  return found && confirmCompanySession(services, found);
});

/** Whether this request's session confirmed its user's password lately (forms show it). */
export async function currentSessionConfirmedRecently(): Promise<boolean> {
  return wasReauthenticatedWithin(await getCurrentSession());
}

/** The signed-in user of this request, or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return (await getCurrentSession())?.user ?? null;
}

/** A proxy (proxy.ts) may pass the requested path in this header so sign-in can return there. */
export const PATH_HEADER = 'x-shiftdesk-path';

/**
 * For pages and layouts: the signed-in user with at least `minRole`. Signed out: redirects to
 * /sign-in?next=<path>. Signed in with too low a role: records the refusal and answers 403.
 * Every page checks this itself; a layout's check alone does not protect a page's data.
 */
export async function requireUser(minRole: Role = 'viewer', options: { path?: string } = {}): Promise<SessionUser> {
  const logged = enterPageLog({}); // before the first await, so the whole render carries it
  const user = await getCurrentUser();
  const path = options.path ?? (await headers()).get(PATH_HEADER) ?? undefined;
  await logged;
  addLogContext({ userId: user?.id, page: path === undefined ? undefined : pathTemplate(path.split('?')[0]!) });
  if (!user) redirect(path ? `/sign-in?next=${encodeURIComponent(path)}` : '/sign-in');
  if (hasRole(user, minRole)) return user;

  await recordAudit(
    { action: 'access.refused', outcome: 'refused', actor: user, target: { type: 'page', id: path ?? 'unknown' }, detail: { requiredRole: minRole, role: user.role } },
    (await appServices()).db,
  );
  // forbidden() needs `experimental.authInterrupts` in next.config; without it Next throws, so
  // answer "not found" instead of crashing the page (the same flag Next itself checks).
  if (process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS) forbidden();
  notFound();
}
