import 'server-only';
import { hasRole, isRole } from '@/lib/server/identity/roles';
import type { Role } from '@/lib/server/identity/types';

// Company sign-in decides the role from one claim of the OpenID provider (OIDC_ROLE_CLAIM, e.g.
// `groups`) through a configured map of claim values to roles (OIDC_ROLE_MAP). Pure code: the
// configuration parses the map once, every sign-in maps its claims.

/** Claim value -> role, e.g. `shiftdesk-admins` -> `admin`. */
export type RoleMap = ReadonlyMap<string, Role>;

/**
 * `value:role,value:role`. A value may itself hold colons (URNs, paths): the role is what follows
 * the last one. Returns the problems instead of throwing, so start-up can name them all.
 */
export function parseRoleMap(text: string): { map: RoleMap; problems: string[] } {
  const map = new Map<string, Role>();
  const problems: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const colon = entry.lastIndexOf(':');
    const value = entry.slice(0, Math.max(colon, 0)).trim();
    const role = entry.slice(colon + 1).trim();
    if (colon <= 0 || !value) problems.push(`"${entry}" is not claim-value:role`);
    else if (!isRole(role)) problems.push(`"${entry}": ${role || '(nothing)'} is not viewer, scheduler or admin`);
    else if (map.has(value) && map.get(value) !== role) problems.push(`"${value}" is mapped twice`);
    else map.set(value, role);
  }
  if (map.size === 0 && problems.length === 0) problems.push('maps no claim value to a role');
  return { map, problems };
}

/**
 * The claim's values: an exact key first (providers namespace claims as URLs, dots included), then
 * a dotted path into nested objects (Keycloak's `realm_access.roles`). A string is one value.
 */
export function claimValues(claims: Record<string, unknown>, claim: string): string[] {
  let found: unknown = claims[claim];
  if (found === undefined && claim.includes('.')) {
    found = claim.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), claims);
  }
  if (typeof found === 'string') return [found];
  return Array.isArray(found) ? found.filter((v): v is string => typeof v === 'string') : [];
}

/** The highest role any of the user's claim values maps to, or null (then nobody is signed in). */
export function roleFromClaims(claims: Record<string, unknown>, claim: string, map: RoleMap): Role | null {
  let best: Role | null = null;
  for (const value of claimValues(claims, claim)) {
    const role = map.get(value);
    if (role && (best === null || hasRole({ role }, best))) best = role;
  }
  return best;
}
