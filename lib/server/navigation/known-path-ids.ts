import 'server-only';
import { notFound } from 'next/navigation';
import { knownIds } from '@/lib/server/directory';
import { pathIdOrNotFound } from './page-reads';

// The layouts of /organizations/<id> and /enterprises/<id> call these before anything streams:
// a notFound() once the first byte is out still answers 200, so the 404 is decided here.
//
// "Unknown" means the service answers 404 for the id. Settings are not the rule: they only name
// organizations, and the enterprise page links to every organization the service lists, named or
// not. When the service cannot answer (down, slow, no scope), the page is drawn and its own read
// says what went wrong: the id may well be fine. The caller has already asked who is asking.

export async function knownOrganizationOrNotFound(raw: string): Promise<string> {
  const id = pathIdOrNotFound(raw);
  if ((await knownIds().organization(id)) === 'unknown') notFound();
  return id;
}

export async function knownEnterpriseOrNotFound(raw: string): Promise<string> {
  const id = pathIdOrNotFound(raw);
  if ((await knownIds().enterprise(id)) === 'unknown') notFound();
  return id;
}
