import 'server-only';
import { toErrorShape } from '@/lib/server/access/error-shape';
import { errorResponse, runRoute } from '@/lib/server/access/run-route';
import type { Caller, RouteDefinition, RouteHandler } from '@/lib/server/access/types';
import { addLogContext } from '@/lib/server/log/log-context';
import { pathTemplate } from '@/lib/server/log/path-template';
import { inRequestLog } from '@/lib/server/log/request-log';
import { getCurrentUser } from './current-user';
import { appServices } from './process-app';

type SegmentParams = Record<string, string | string[] | undefined>;

/**
 * Builds a GET route handler that checks the session, the role and the scope of its path's ids
 * itself. The handler returns data (sent as JSON, `cache-control: private, no-store`) or its own Response.
 *
 *   export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', scope: inOrganization }, async (request, { params }) => ...);
 */
export function defineRoute<P extends SegmentParams = Record<string, string>, T = unknown>(
  def: RouteDefinition<P>,
  handler: RouteHandler<P, T>,
): (request: Request, context: { params: Promise<P> }) => Promise<Response> {
  return async (request, context) =>
    inRequestLog(
      { route: `${request.method} ${pathTemplate(new URL(request.url).pathname)}` },
      async () => {
        let caller: Caller;
        let params: P;
        try {
          caller = { user: await getCurrentUser(), services: await appServices() };
          params = await context.params;
        } catch (error) {
          return errorResponse(toErrorShape(error, def.name ?? 'route'));
        }
        addLogContext({ userId: caller.user?.id });
        return runRoute(def, handler, request, params, caller);
      },
      request,
    );
}
