import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import type { AuditTarget } from '@/lib/server/audit-trail/types';
import type { Db } from '@/lib/server/db/types';
import { TtlCache } from '@/lib/server/cache/ttl-cache';
import { getEnterpriseEntry, getOrganizationEntry, listEnterpriseEntries } from '@/lib/server/entry-points';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import type { ScopeTargets } from './scope-declaration';

// The scope: the enterprises and organizations an admin configured in settings (the entry points)
// and every organization the service lists under a configured enterprise (the enterprise page
// links to them all, named or not). Nothing else the token reaches may be read or changed.
//
// Organizations and enterprises are decided without asking the service about the id: a configured
// entry answers at once; otherwise the organization lists of the configured enterprises are read
// (remembered five minutes per enterprise, per process; they name other ids, never the target).
// An item's organization can only be learned from the item: reading it is the one call made for
// an item, and an item that comes without its organization is refused. The item read is handed on
// with the verdict: an action on the item starts from it instead of reading the item again.

export type OutOfScope = {
  target: AuditTarget;
  reason: 'not in the configured entry points' | 'item without organization' | 'item of another organization';
  /** The item's organization, when that was the one out of scope. */
  organizationId?: string;
};

/** `outside` null: everything is in scope; `item`: the item the check read, when it named one. */
export type ScopeVerdict = { outside: OutOfScope | null; item?: CalendarItem };

type ScopeClient = Pick<UpstreamClient, 'listEnterpriseOrganizations' | 'getCalendarItem'>;

export function createScopeCheck(client: ScopeClient, { ttlMs = 5 * 60_000 } = {}) {
  const organizationsOf = new TtlCache<string, ReadonlySet<string>>({ ttlMs, failureTtlMs: 0, maxEntries: 1_000 });

  const listed = (enterpriseId: string) =>
    organizationsOf.get(enterpriseId, async () => new Set((await client.listEnterpriseOrganizations(enterpriseId)).map((o) => o.organizationId)));

  async function organizationInScope(db: Db, id: string): Promise<boolean> {
    if (!isInt64Id(id)) return false;
    if (await getOrganizationEntry(db, id)) return true;
    const lists = await Promise.allSettled((await listEnterpriseEntries(db)).map((e) => listed(e.enterpriseId)));
    if (lists.some((list) => list.status === 'fulfilled' && list.value.has(id))) return true;
    // Fail closed: an organization that may or may not be in scope is not acted on.
    if (lists.some((list) => list.status === 'rejected')) {
      throw new AppError('unavailable', 'Could not check that this organization belongs to a configured enterprise: the service did not answer. Try again in a moment.');
    }
    return false;
  }

  const enterpriseInScope = async (db: Db, id: string) => isInt64Id(id) && (await getEnterpriseEntry(db, id)) !== null;

  /** The first target out of scope (null when none is), with the item read to decide it. */
  return async function checkScope(db: Db, targets: ScopeTargets): Promise<ScopeVerdict> {
    const outside = 'not in the configured entry points';
    for (const id of targets.enterprises ?? []) {
      if (!(await enterpriseInScope(db, id))) return { outside: { target: { type: 'enterprise', id }, reason: outside } };
    }
    const organizations = targets.organizations ?? [];
    for (const id of organizations) {
      if (!(await organizationInScope(db, id))) return { outside: { target: { type: 'organization', id }, reason: outside } };
    }
    if (targets.item === undefined) return { outside: null };
    const target = { type: 'calendar_item', id: targets.item };
    if (!isInt64Id(targets.item)) return { outside: { target, reason: outside } };
    const item = await client.getCalendarItem(targets.item);
    const { organizationId } = item;
    if (organizationId === undefined) return { outside: { target, reason: 'item without organization' } };
    const inScope = organizations.length > 0 ? organizations.includes(organizationId) : await organizationInScope(db, organizationId);
    if (inScope) return { outside: null, item };
    return { outside: { target, reason: organizations.length > 0 ? 'item of another organization' : outside, organizationId } };
  };
}

export type ScopeCheck = ReturnType<typeof createScopeCheck>;
