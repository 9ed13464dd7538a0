import 'server-only';
import type { z } from 'zod';
import { httpStatusOfKind, type ActionResult } from '@/lib/errors';
import { actionNameOf } from '@/lib/server/access/run-action';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { inRequestLog } from '@/lib/server/log/request-log';
import { runAsCurrentUser } from './define-action';

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
        const body = await bodyOf(request);
        if (body === TOO_LARGE) {
          const tooLarge: ActionResult<never> = { ok: false, error: { kind: 'invalid_input', message: `The request is larger than ${MAX_BODY_BYTES / 1024} KiB` } };
          return Response.json(tooLarge, { status: 413, headers: { 'cache-control': 'private, no-store' } });
        }
        const result = await runAsCurrentUser(def, handler, { ...body, ...(await context.params) });
        return Response.json(result, { status: result.ok ? 200 : httpStatusOfKind[result.error.kind], headers: { 'cache-control': 'private, no-store' } });
      },
      request,
    );
}

/** A decision's body is a few ids: anything near this is not one (and is refused unread, before the session is looked up). */
const MAX_BODY_BYTES = 16 * 1024;
const TOO_LARGE = Symbol('too large');

/** The body's fields: anything but a JSON object gives none, and validation says what is missing. */
async function bodyOf(request: Request): Promise<Record<string, unknown> | typeof TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  // A body sent without a length (chunked) is measured as it is read, and dropped past the cap.
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader?.cancel();
      return TOO_LARGE;
    }
    chunks.push(part.value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: no fields
  }
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
