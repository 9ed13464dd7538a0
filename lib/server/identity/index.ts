import 'server-only';

// The public face of dashboard sign-in; the pieces stay importable one by one for tests.
export { currentSessionConfirmedRecently, getCurrentUser, requireUser, PATH_HEADER } from './current-user';
export { signIn, signOut } from '@/lib/auth/server/sign-in';
export { hasRole, isRole, roles } from './roles';
export { revokeSessionsOfUser } from './session-store';
// Re-authentication: any proof the user just gave (password asked again, a fresh company sign-in) marks the session.
export { markReauthenticated, REAUTH_WINDOW_MS, wasReauthenticatedWithin } from './reauthentication';
export type { Role, SessionUser } from './types';
