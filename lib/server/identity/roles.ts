import 'server-only';
import { roles, type Role } from '@/lib/server/db/schema';

export { roles, type Role };

// Roles are ordered: a scheduler may do all a viewer may, an admin all a scheduler may.
const rank: Record<Role, number> = { viewer: 0, scheduler: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** True when the user's role is minRole or above; false for no user. */
export function hasRole(user: { role: Role } | null | undefined, minRole: Role): boolean {
  return !!user && rank[user.role] >= rank[minRole];
}
