import type { ActionResult } from '@/lib/errors';

/**
 * Calls a server action and always comes back with a result: a network failure (the action may or
 * may not have run) is reported as such, never thrown into the UI.
 */
export async function callAction<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch {
    return {
      ok: false,
      error: { kind: 'unavailable', message: 'Shiftdesk could not be reached, so the change may not have been saved. Reload to check.', retryable: true },
    };
  }
}
