import type { DemoRole } from '@/test/support/demo-accounts';
import { currentLane, type Lane } from './servers';

/** Where the setup project keeps each role's signed-in browser state on a lane's dashboard (the demo accounts: test/support/demo-accounts.ts). */
export const storageStateIn = (lane: Lane, role: DemoRole) => `test-results/.auth/lane-${lane.index}-${role}.json`;

/** The role's signed-in state on this worker's dashboard. */
export const storageStateOf = (role: DemoRole) => storageStateIn(currentLane, role);
