import 'server-only';

// The public face of accounts and sessions (signing in is the auth feature's: lib/auth/server); the pieces stay importable one by one for tests.
export { hasRole, isRole, roles } from '@/lib/identity/roles';
export { revokeSessionsOfUser } from './session-store';
// Re-authentication: any proof the user just gave (password asked again, a fresh company sign-in) marks the session.
export { markReauthenticated, REAUTH_WINDOW_MS, wasReauthenticatedWithin } from './reauthentication';
export type { Role, SessionUser } from './types';
