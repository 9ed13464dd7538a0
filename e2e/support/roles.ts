import path from 'node:path';

// The demo accounts the e2e server seeds (DEMO_MODE=1), and where the setup project keeps each
// role's signed-in browser state. Sign-in is rate limited (lib/server/auth/rate-limit.ts): 5
// failures per email in 15 minutes (cleared by a success) and 20 per IP, never cleared; every
// e2e browser is 127.0.0.1, so the whole run shares those 20. Try wrong passwords once, not more.

export type E2ERole = 'admin' | 'scheduler' | 'viewer';

export const e2eRoles: readonly E2ERole[] = ['admin', 'scheduler', 'viewer'];

export const DEMO_PASSWORD = 'shiftdesk-demo';

export const demoUsers: Record<E2ERole, { email: string; name: string }> = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  scheduler: { email: 'scheduler@example.com', name: 'Sam Scheduler' },
  viewer: { email: 'viewer@example.com', name: 'Vic Viewer' },
};

const AUTH_DIR = path.join('.data', 'e2e-auth');

/** For `test.use({ storageState: storageStateOf('admin') })`; written by e2e/auth.setup.ts. */
export function storageStateOf(role: E2ERole): string {
  return path.join(AUTH_DIR, `${role}.json`);
}
