export const demoPassword = 'shiftdesk-demo';

export const demoUsers = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  scheduler: { email: 'scheduler@example.com', name: 'Sam Scheduler' },
  viewer: { email: 'viewer@example.com', name: 'Vic Viewer' },
} as const;

export type DemoRole = keyof typeof demoUsers;

/** Where the setup project keeps each role's signed-in browser state. */
export const storageStateOf = (role: DemoRole) => `test-results/.auth/${role}.json`;
