import type { DemoRole } from '@/test/support/demo-accounts';

/** Where the setup project keeps each role's signed-in browser state (the demo accounts: test/support/demo-accounts.ts). */
export const storageStateOf = (role: DemoRole) => `test-results/.auth/${role}.json`;
