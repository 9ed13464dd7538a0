// The demo accounts the e2e server seeds (DEMO_MODE=1). Sign-in is throttled
// (lib/server/identity/throttle.ts): delays after 5 failures per (email, address) (cleared by a
// success) and after 20 failures per address; every e2e browser is 127.0.0.1, so the whole run
// shares those 20. Try wrong passwords once, not more.
export const demoPassword = 'shiftdesk-demo';

export const demoUsers = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  scheduler: { email: 'scheduler@example.com', name: 'Sam Scheduler' },
  viewer: { email: 'viewer@example.com', name: 'Vic Viewer' },
} as const;

export type DemoRole = keyof typeof demoUsers;

/** Where the setup project keeps each role's signed-in browser state. */
export const storageStateOf = (role: DemoRole) => `test-results/.auth/${role}.json`;
