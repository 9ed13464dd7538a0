import 'server-only';
import type { z } from 'zod';
import { httpStatusOfKind } from '@/lib/errors';
import { inRequestLog } from '@/lib/server/log/request-log';
import { actionNameOf, runAsCurrentUser } from './define-action';
import type { ActionDefinition, ActionHandler } from './types';

type SegmentParams = Record<string, string | string[] | undefined>;

/**
 * A write as a POST route handler, through the very pipeline of a server action (session, role,
 * storable text, zod, handler, audit, revalidation). For writes that must run side by side: Next
 * runs a tab's server actions one after another, so one slow answer would hold up all the others.
 * The JSON body and the path's params make the input; the answer is the ActionResult, with the
 * error kind's HTTP status. proxy.ts refuses a POST from another origin before it gets here.
 *
 *   export const POST = defineActionRoute(approveMemberDefinition, approveMember);
 */
export function defineActionRoute<S extends z.core.$ZodType, T, P extends SegmentParams = Record<string, string>>(
  def: ActionDefinition<S>,
  handler: ActionHandler<S, T>,
): (request: Request, context: { params: Promise<P> }) => Promise<Response> {
  return async (request, context) =>
    inRequestLog(
      { action: actionNameOf(def) },
      async () => {
        const result = await runAsCurrentUser(def, handler, { ...(await bodyOf(request)), ...(await context.params) });
        return Response.json(result, { status: result.ok ? 200 : httpStatusOfKind[result.error.kind], headers: { 'cache-control': 'private, no-store' } });
      },
      request,
    );
}

/** The body's fields: anything but a JSON object gives none, and validation says what is missing. */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
