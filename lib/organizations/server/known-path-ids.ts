import 'server-only';
import { notFound } from 'next/navigation';
import type { AppServices } from '@/lib/server/access';
import { knownIdsOf } from './known-ids-of';
import { pathIdOrNotFound } from '@/lib/server/access/path-ids';

// The layouts of /organizations/<id> and /enterprises/<id> call these before anything streams:
// a notFound() once the first byte is out still answers 200, so the 404 is decided here.
//
// "Unknown" means the service answers 404 for the id. The caller has already asked who is asking
// and whether the id is in scope (lib/server/app/page-scope.ts: configured, or an organization
// the service lists under a configured enterprise); this asks the service about ids in scope only.
// When the service cannot answer (down, slow), the page is drawn and its own read says what went
// wrong: the id may well be fine.

export async function knownOrganizationOrNotFound(services: AppServices, raw: string): Promise<string> {
  const id = pathIdOrNotFound(raw);
  if ((await knownIdsOf(services).organization(id)) === 'unknown') notFound();
  return id;
}

export async function knownEnterpriseOrNotFound(services: AppServices, raw: string): Promise<string> {
  const id = pathIdOrNotFound(raw);
  if ((await knownIdsOf(services).enterprise(id)) === 'unknown') notFound();
  return id;
}
