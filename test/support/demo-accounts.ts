// The demo accounts a dashboard in demo mode seeds (DEMO_MODE=1): e2e signs in with them, and so do
// the load test's managers and the benchmarks. Sign-in is throttled
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
