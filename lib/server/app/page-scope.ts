import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '@/lib/errors';
import { scopeRefusal } from '@/lib/server/access/enforce-scope';
import { pathIdOrNotFound } from '@/lib/server/access/path-ids';
import type { ScopeTargets } from '@/lib/server/access/scope-declaration';
import { getCurrentUser } from './current-user';
import { appServices } from './process-app';

// The scope guard for pages: a layout and its page both call these (Next renders them side by
// side, so a layout's 404 alone would not keep the page's own read from reaching the service);
// React's cache makes that one check, and one audit row, per request. Called after requireUser.

async function inScopeOrNotFound(targets: ScopeTargets, attempted: string): Promise<void> {
  const user = await getCurrentUser();
  if (!user) notFound();
  const refusal = await scopeRefusal(() => targets, null, { user, services: await appServices(), attempted });
  if (!refusal) return;
  if (refusal.kind === 'not_found') notFound();
  throw new AppError(refusal.kind, refusal.message); // could not tell (the service did not answer): the error page says so
}

/** The organization id of a /organizations/<id> path, or a 404 when it is malformed or not in scope. */
export const organizationInScopeOrNotFound = cache(async (raw: string): Promise<string> => {
  const id = pathIdOrNotFound(raw);
  await inScopeOrNotFound({ organizations: [id] }, 'page /organizations/[organizationId]');
  return id;
});

/** The enterprise id of an /enterprises/<id> path, or a 404 when it is malformed or not configured. */
export const enterpriseInScopeOrNotFound = cache(async (raw: string): Promise<string> => {
  const id = pathIdOrNotFound(raw);
  await inScopeOrNotFound({ enterprises: [id] }, 'page /enterprises/[enterpriseId]');
  return id;
});
