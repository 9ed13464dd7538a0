import 'server-only';
import pLimit from 'p-limit';
import { processState } from '@/lib/server/process-state';

// scrypt at N=2^16, r=8 holds 64 MiB while it runs: a burst of sign-ins must not run dozens at once
// and exhaust the server's memory. Every hash and check of this process waits its turn here.

/**
 * Password hashes or checks running at once in this process (64 MiB each). One: two at 128 MiB held 256 MB
 * on top of the server's 300-400 MB while a crowd signed in (docs/decisions/memory.md), and
 * took both cores of a small machine from the polls.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 1;
/** Sign-ins waiting beyond this are refused at once ("busy, try again") instead of queueing. */
export const MAX_WAITING_PASSWORD_CHECKS = 16;

const gate = processState('password-gate', () => pLimit(MAX_CONCURRENT_PASSWORD_CHECKS));

/** Runs memory-heavy password work under the process-wide cap. */
export function withPasswordGate<T>(work: () => Promise<T>): Promise<T> {
  return gate(work);
}

/** True when so many checks already wait that a new sign-in should be turned away. */
export function passwordGateIsFull(): boolean {
  return gate.pendingCount >= MAX_WAITING_PASSWORD_CHECKS;
}

/** How many are running and waiting now (tests and logs). */
export function passwordGateLoad(): { active: number; waiting: number } {
  return { active: gate.activeCount, waiting: gate.pendingCount };
}
