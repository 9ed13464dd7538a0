import type { MiddlewareHandler } from 'hono';
import type { EmulatorState } from '../state/emulator-state';
import { countRequest } from '../state/stats';
import { DroppedConnection } from './api-error';
import type { EmulatorEnv } from './env';
import { routeKey } from './route-key';

/** Counts every interface request by route and final status, and by concrete path (a dropped connection counts as 'dropped'). */
export function statsMiddleware(state: EmulatorState): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const key = routeKey(c.req.method, c.req.path);
    const path = `${c.req.method} ${c.req.path}`;
    try {
      await next();
    } catch (error) {
      if (error instanceof DroppedConnection) countRequest(state.stats, key, path, 'dropped');
      throw error;
    }
    countRequest(state.stats, key, path, c.res.status);
  };
}

export const CONTROL_PREFIX = '/_control';

/** Runs `middleware` for interface paths only: faults and stats never touch /_control/. */
export function interfaceOnly(middleware: MiddlewareHandler<EmulatorEnv>): MiddlewareHandler<EmulatorEnv> {
  return (c, next) => (c.req.path === CONTROL_PREFIX || c.req.path.startsWith(`${CONTROL_PREFIX}/`) ? next() : middleware(c, next));
}
