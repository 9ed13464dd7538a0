import { callAction } from '@/components/ui/call-action';
import type { MemberDecision } from '@/lib/contract/members';
import type { ActionResult } from '@/lib/errors';
import type { DecisionResult } from '@/lib/staffing';
import { decisionUrl } from '@/lib/requests/request-urls';

/**
 * Posts one decision and always comes back with a result, as callAction does for a server action:
 * a network failure, or an answer that is not a result (a proxy's error page: the decision may or
 * may not have been made), is reported as such, never thrown into the UI.
 */
export function sendDecision(organizationId: string, member: { itemId: string; userId: string; confirmConflicts: boolean }, decision: MemberDecision): Promise<ActionResult<DecisionResult>> {
  return callAction(async () => {
    const response = await fetch(decisionUrl(organizationId, decision), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const result = (await response.json()) as ActionResult<DecisionResult> | null;
    if (!result || typeof result.ok !== 'boolean') throw new Error('not a decision result');
    return result;
  });
}
