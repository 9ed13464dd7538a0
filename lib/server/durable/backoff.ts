import 'server-only';

// How long a step that failed in a way worth retrying by itself waits before its row may be
// claimed again: doubling with each attempt, up to a ceiling, so a service that is down is not
// hammered and one that is back is soon used again.

export type BackoffOptions = { baseMs: number; maxMs: number };

export function backoffMs(attempts: number, { baseMs, maxMs }: BackoffOptions): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
