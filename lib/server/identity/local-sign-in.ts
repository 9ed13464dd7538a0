import 'server-only';
import type { DashboardUser } from './users';

// Whether password sign-in is open. LOCAL_SIGN_IN=0 closes it for everyone (company sign-in only),
// except the one break-glass admin an operator names in BREAK_GLASS_ADMIN_EMAIL while the company
// provider is unusable: an admin account made with the CLI (`npm run admin:create`), signing in at
// /sign-in?break-glass. Opening it takes a change to the deployment's environment and a restart,
// so in normal running there is no password path at all to guess at.

export type LocalSignInPolicy = { enabled: boolean; breakGlassAdminEmail?: string };

/** One answer for every refusal while password sign-in is off, so none reveals an account or password. */
export const LOCAL_SIGN_IN_OFF_MESSAGE = 'Password sign-in is turned off. Sign in with your company account.';

export function passwordSignInAllowed(policy: LocalSignInPolicy, user: Pick<DashboardUser, 'email' | 'role'>): boolean {
  return policy.enabled || (user.email === policy.breakGlassAdminEmail && user.role === 'admin');
}
