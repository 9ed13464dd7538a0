import path from 'node:path';

// The demo accounts (DEMO_MODE=1 seeds them) and where the setup project keeps each role's
// signed-in browser state, so a spec can start signed in: test.use({ storageState: storageStateOf('admin') }).

export const e2eRoles = ['admin', 'scheduler', 'viewer'] as const;
export type E2ERole = (typeof e2eRoles)[number];

export const DEMO_PASSWORD = 'shiftdesk-demo';

export function accountOf(role: E2ERole): { email: string; password: string } {
  return { email: `${role}@example.com`, password: DEMO_PASSWORD };
}

export function storageStateOf(role: E2ERole): string {
  return path.join('.data', 'e2e-auth', `${role}.json`);
}
