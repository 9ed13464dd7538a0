import { callAction } from '@/components/ui/call-action';
import type { MemberDecision } from '@/lib/contract/members';
import type { ActionResult } from '@/lib/errors';
import type { DecisionResult, ReplacementInput, ReplacementResult } from '@/lib/staffing';
import { decisionUrl, replacementUrl } from '@/lib/requests/request-urls';

/**
 * Posts one answer to a decision route and always comes back with a result, as callAction does for
 * a server action: a network failure, or an answer that is not a result (a proxy's error page: the
 * decision may or may not have been made), is reported as such, never thrown into the UI.
 */
function postForResult<T>(url: string, body: unknown): Promise<ActionResult<T>> {
  return callAction(async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const result = (await response.json()) as ActionResult<T> | null;
    if (!result || typeof result.ok !== 'boolean') throw new Error('not a decision result');
    return result;
  });
}

export function sendDecision(organizationId: string, member: { itemId: string; userId: string; confirmConflicts: boolean; ruleBreakReason?: string | undefined }, decision: MemberDecision): Promise<ActionResult<DecisionResult>> {
  return postForResult(decisionUrl(organizationId, decision), member);
}

/** One answer to a replacement request (find a cover, a colleague's cover, release, keep). */
export function sendReplacement(answer: ReplacementInput & { organizationId: string }): Promise<ActionResult<ReplacementResult>> {
  return postForResult(replacementUrl(answer.organizationId), answer);
}
