import type { MemberDecision } from '@/lib/contract/members';
import type { ActionResult } from '@/lib/errors';
import type { DecisionResult } from '@/lib/requests/decision-plan';
import { decisionUrl } from '@/lib/requests/request-urls';

const UNREACHABLE = 'Shiftdesk could not be reached, so the answer may not have been sent. Reload to check.';

/**
 * Posts one decision and always comes back with a result, like a server action would: a network
 * failure or an answer that is not a result (the decision may or may not have been made) is
 * reported as such, never thrown into the UI.
 */
export async function sendDecision(organizationId: string, member: { itemId: string; userId: string }, decision: MemberDecision): Promise<ActionResult<DecisionResult>> {
  try {
    const response = await fetch(decisionUrl(organizationId, decision), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const result = (await response.json()) as ActionResult<DecisionResult> | null;
    if (result && typeof result.ok === 'boolean') return result;
  } catch {
    // fall through: unreachable, or not JSON (a proxy's error page)
  }
  return { ok: false, error: { kind: 'unavailable', message: UNREACHABLE, retryable: true } };
}
