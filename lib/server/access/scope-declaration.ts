import 'server-only';
import type { Db } from '@/lib/server/db/types';

// What an action or route touches in the service, declared next to its role
// (docs/decisions/scope-guard.md). The pipeline checks every id it names against the configured entry points
// before the handler runs; the declaration is a required field of every definition, so a new one
// cannot leave it out without saying 'none'.

/** The service's ids one call acts on. */
export type ScopeTargets = {
  organizations?: readonly string[];
  enterprises?: readonly string[];
  /**
   * A calendar item: its organization is read from the item itself (the one call the guard makes)
   * and must be in scope; when `organizations` names some, it must also be one of them.
   */
  item?: string;
};

/**
 * `'none'`: the call touches no organization, enterprise or item of the service (the service
 * connection, the entry points themselves, templates, local rows). Otherwise a function of the
 * validated input (or a route's path params) naming the targets; it may read the database.
 */
export type ScopeDeclaration<I> = 'none' | ((input: I, ctx: { db: Db }) => ScopeTargets | Promise<ScopeTargets>);

/** The common declarations. */
export const inOrganization = (input: { organizationId: string }): ScopeTargets => ({ organizations: [input.organizationId] });
export const itemOfOrganization = (input: { organizationId: string; itemId: string }): ScopeTargets => ({ organizations: [input.organizationId], item: input.itemId });
