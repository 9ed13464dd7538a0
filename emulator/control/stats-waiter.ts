import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { EmulatorEnv } from '../http/env';
import type { EmulatorState } from '../state/emulator-state';
import { controlBody } from './control-input';

// Waits for the stats to reach a count, so a test or a bench acts the moment the service has seen
// N calls of a route ("kill the worker once half the items are made") instead of polling with sleeps.
//   POST /_control/stats/wait {route, atLeast, timeoutMs?}   answers {count, reached} once the route's
//   calls (all statuses summed) reach atLeast, or when timeoutMs (default 60 s) runs out (reached: false).
// The check runs after each interface request is counted (the middleware sits outside the stats).

const waitSchema = z.object({ route: z.string().min(1), atLeast: z.number().int().min(0), timeoutMs: z.number().int().positive().max(600_000).default(60_000) });

const countOf = (state: EmulatorState, route: string) => Object.values(state.stats.byRoute[route] ?? {}).reduce((sum, n) => sum + n, 0);

export type StatsWaiter = { middleware: MiddlewareHandler<EmulatorEnv>; register: (app: Hono<EmulatorEnv>) => void };

export function createStatsWaiter(state: EmulatorState): StatsWaiter {
  const waiting = new Set<() => void>();

  const middleware: MiddlewareHandler<EmulatorEnv> = async (_c, next) => {
    try {
      await next();
    } finally {
      for (const check of [...waiting]) check();
    }
  };

  function register(app: Hono<EmulatorEnv>): void {
    app.post('/_control/stats/wait', async (c) => {
      const { route, atLeast, timeoutMs } = await controlBody(c, waitSchema);
      const reached = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => settle(false), timeoutMs);
        function settle(value: boolean) {
          clearTimeout(timer);
          waiting.delete(check);
          resolve(value);
        }
        function check() {
          if (countOf(state, route) >= atLeast) settle(true);
        }
        waiting.add(check);
        check();
      });
      return c.json({ count: countOf(state, route), reached });
    });
  }

  return { middleware, register };
}
