import type { ActionResult } from '@/lib/errors';

/**
 * What a component test gives a form in place of its server action (the seam the form takes as a
 * prop): it records every input the form sent and answers as the action would. `A` is the real
 * action's type, so the form gets exactly what its wiring passes; the answer's data is the test's
 * choice (only what the component reads of it matters).
 */
export function recordingAction<A extends (raw: never) => Promise<ActionResult<unknown>>>(
  answer: (input: Parameters<A>[0]) => ActionResult<unknown> = () => ({ ok: true, data: {} }),
): { action: A; calls: Parameters<A>[0][] } {
  const calls: Parameters<A>[0][] = [];
  const action = async (input: Parameters<A>[0]) => {
    calls.push(input);
    return answer(input);
  };
  return { action: action as unknown as A, calls };
}
