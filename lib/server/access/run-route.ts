import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { AppError, httpStatusOfKind, type AppErrorShape } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { hasRole } from '@/lib/identity/roles';
import { scopeRefusal } from './enforce-scope';
import { toErrorShape } from './error-shape';
import { FORBIDDEN_MESSAGE, SIGNED_OUT_MESSAGE } from './run-action';
import type { Caller, RouteDefinition, RouteHandler } from './types';
import { userOverRateLimit } from './user-rate-limit';

// Reads are per user and change often: no shared cache may keep them.
const NO_STORE = 'private, no-store';

/** The GET route pipeline: who is asking -> within their rate limit -> may they -> is what the path names in scope -> run -> JSON, errors as {error:{kind,message}}. */
export async function runRoute<P, T>(
  def: RouteDefinition<P>,
  handler: RouteHandler<P, T>,
  request: Request,
  params: P,
  caller: Caller,
): Promise<Response> {
  const { user, services } = caller;
  const { db } = services;
  const path = new URL(request.url).pathname;
  if (!user) return errorResponse({ kind: 'unauthorised', message: SIGNED_OUT_MESSAGE, retryable: false });
  const overLimit = userOverRateLimit(services.rateLimit, user.id);
  if (overLimit) return errorResponse(overLimit.toShape(), overLimit.retryAfterMs);
  if (!hasRole(user, def.role)) {
    await recordAudit(
      { action: 'access.refused', outcome: 'refused', actor: user, target: { type: 'route', id: path }, detail: { requiredRole: def.role, role: user.role } },
      db,
    );
    return errorResponse({ kind: 'forbidden', message: FORBIDDEN_MESSAGE, retryable: false });
  }
  const outOfScope = await scopeRefusal(def.scope, params, { user, services, attempted: def.name ?? `GET ${path}` });
  if (outOfScope) return errorResponse(outOfScope);
  try {
    const result = await handler(request, { user, params, services, db });
    if (result instanceof Response) return withDefaultCacheControl(result);
    return Response.json(result ?? null, { headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    unstable_rethrow(error);
    const retryAfterMs = error instanceof AppError ? error.retryAfterMs : undefined;
    return errorResponse(toErrorShape(error, def.name ?? `GET ${path}`), retryAfterMs);
  }
}

export function errorResponse(error: AppErrorShape, retryAfterMs?: number): Response {
  const headers: Record<string, string> = { 'cache-control': NO_STORE };
  if (retryAfterMs !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return Response.json({ error }, { status: httpStatusOfKind[error.kind], headers });
}

function withDefaultCacheControl(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('cache-control', NO_STORE);
    return response;
  } catch {
    // Headers of some responses (e.g. a proxied fetch) are immutable: copy into a new one.
    const copy = new Response(response.body, response);
    copy.headers.set('cache-control', NO_STORE);
    return copy;
  }
}
