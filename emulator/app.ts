import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ActivityRunner } from './control/activity';
import { OfferAnswerer, registerOfferAnswerRoutes } from './control/activity-offers';
import { createAnswerHold } from './control/answer-hold';
import { createStatsWaiter } from './control/stats-waiter';
import { registerControlItemRoutes } from './control/control-items';
import { registerControlUserRoutes } from './control/control-users';
import { registerControlRoutes } from './control/control-routes';
import { ApiError, DroppedConnection } from './http/api-error';
import type { EmulatorEnv } from './http/env';
import { faultsMiddleware } from './http/faults-middleware';
import { idsAsNumbers } from './http/ids-as-numbers';
import { interfaceOnly, statsMiddleware } from './http/stats-middleware';
import { registerAssetRoutes } from './routes/assets';
import { registerCalendarItemRoutes } from './routes/calendar-items';
import { registerCalendarMemberRoutes } from './routes/calendar-members';
import { registerDirectoryRoutes } from './routes/directory';
import { registerMessageRoutes } from './routes/messages';
import { registerTokenRoutes } from './routes/tokens';
import { applySeed } from './seed/apply-seed';
import { createEmptyState, type EmulatorState } from './state/emulator-state';
import type { SeedName } from './state/types';

// The emulator as a web-standard fetch handler (Hono): the same app runs under its own Node
// server (server.ts, main.ts) and in-process via `app.fetch`. It is stateful and strict: tokens,
// expiry, scopes, input rules and the spec's 405 "invalid input" are all enforced.

export interface EmulatorOptions {
  seed?: SeedName;
  /** Clock in epoch ms; tests pass their own to move time. */
  now?: () => number;
  /** Start the worker-activity simulator. */
  activity?: boolean;
  activityIntervalMs?: number;
  /** The demo seed's morning: something for Today whatever moment it starts (seed/demo-morning.ts). */
  morning?: boolean;
}

export interface Emulator {
  app: Hono<EmulatorEnv>;
  state: EmulatorState;
  activity: ActivityRunner;
  /** Simulated workers answering shift invitations (offers). */
  offerAnswers: OfferAnswerer;
  /** Stops timers (the activity simulator). */
  dispose(): void;
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seed = options.seed ?? 'demo';
  const state = createEmptyState(options.now ?? Date.now, seed, options.morning);
  applySeed(state, seed);
  const activity = new ActivityRunner(state);
  if (options.activity) activity.set(true, options.activityIntervalMs);
  const offerAnswers = new OfferAnswerer(state);

  const app = new Hono<EmulatorEnv>();
  app.onError((error, c) => {
    // A dropped connection must not become an answer: let it reach the server adapter.
    if (error instanceof DroppedConnection) throw error;
    if (error instanceof ApiError) {
      return c.json(error.body(), error.status as ContentfulStatusCode, error.headers);
    }
    console.error('[emulator] unexpected error', error);
    return c.json({ message: 'Internal emulator error' }, 500);
  });
  app.notFound((c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));

  // Faults and stats wrap interface requests only; the order (stats outermost) makes injected
  // failures count in the stats like real ones; the stats waiter checks after they are counted.
  const statsWaiter = createStatsWaiter(state);
  app.use('*', interfaceOnly(statsWaiter.middleware));
  app.use('*', interfaceOnly(statsMiddleware(state)));
  app.use('*', interfaceOnly(idsAsNumbers(state)));
  app.use('*', interfaceOnly(faultsMiddleware(state)));
  const hold = createAnswerHold();
  app.use('*', interfaceOnly(hold.middleware));

  app.use('/_control/reset', async (_c, next) => {
    hold.releaseAll();
    await next();
  });
  hold.register(app);
  statsWaiter.register(app);
  registerControlRoutes(app, state, activity);
  registerControlItemRoutes(app, state);
  registerControlUserRoutes(app, state);
  registerOfferAnswerRoutes(app, state, offerAnswers);
  registerTokenRoutes(app, state);
  registerDirectoryRoutes(app, state);
  registerAssetRoutes(app, state);
  registerCalendarItemRoutes(app, state);
  registerCalendarMemberRoutes(app, state);
  registerMessageRoutes(app, state);

  return {
    app,
    state,
    activity,
    offerAnswers,
    dispose: () => {
      activity.stop();
      offerAnswers.stop();
    },
  };
}
