import type { Hono } from 'hono';
import { z } from 'zod';
import { scopes } from '@/lib/contract/scopes';
import { ApiError } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import { applySeed } from '../seed/apply-seed';
import { behaviourBodySchema } from '../state/behaviour';
import { ALL_SCOPES, DEMO_CLIENT_ID } from '../state/credentials';
import type { EmulatorState } from '../state/emulator-state';
import { applyFaults, describeFaults, faultsBodySchema } from '../state/faults';
import { emptyStats } from '../state/stats';
import { seedNames } from '../state/types';
import type { ActivityRunner } from './activity';
import { controlBody } from './control-input';
import { seedInfo } from './seed-info';

// /_control/: the emulator's own switches for tests, the demo launcher and demo mode. No token,
// no faults, not counted in stats. Never part of the real interface.

const resetSchema = z.object({ seed: z.enum(seedNames).optional() });
const tickSchema = z.object({ organizationId: z.string().regex(/^\d{1,19}$/).optional() });
const activitySchema = z.object({ enabled: z.boolean(), intervalMs: z.number().int().min(50).optional() });
const tokenSchema = z.object({
  scopes: z.array(z.enum(scopes)).optional(),
  /** May be 0 or negative: the token is then already expired (for expiry tests). */
  expiresInSeconds: z.number().int().optional(),
});
const revokeSchema = z.object({ accessToken: z.string().min(1) });

export function registerControlRoutes(app: Hono<EmulatorEnv>, state: EmulatorState, activity: ActivityRunner): void {
  app.post('/_control/reset', async (c) => {
    const { seed } = await controlBody(c, resetSchema);
    applySeed(state, seed ?? state.seedName);
    return c.json({ seed: state.seedName, items: state.calendar.size, users: state.directory.users.size });
  });

  app.get('/_control/seed', (c) => c.json(seedInfo(state)));

  app.get('/_control/faults', (c) => c.json(describeFaults(state.faults)));
  app.post('/_control/faults', async (c) => {
    state.faults = applyFaults(state.faults, await controlBody(c, faultsBodySchema));
    return c.json(describeFaults(state.faults));
  });

  app.get('/_control/activity', (c) => c.json({ enabled: activity.enabled, intervalMs: activity.intervalMs, recent: activity.recent }));
  app.post('/_control/activity', async (c) => {
    const body = await controlBody(c, activitySchema);
    activity.set(body.enabled, body.intervalMs);
    return c.json({ enabled: activity.enabled, intervalMs: activity.intervalMs });
  });
  app.post('/_control/activity/tick', async (c) => {
    const body = await controlBody(c, tickSchema);
    return c.json({ changes: activity.tick(body.organizationId) });
  });

  app.post('/_control/tokens', async (c) => {
    const body = await controlBody(c, tokenSchema);
    const seconds = body.expiresInSeconds ?? 30 * 24 * 3600;
    const token = state.tokens.issue({ clientId: DEMO_CLIENT_ID, scopes: body.scopes ?? ALL_SCOPES, expiresAtMs: state.now() + seconds * 1000 });
    return c.json({ accessToken: token.value, expiresAt: Math.floor(token.expiresAtMs / 1000), acessTokenId: token.id, scope: token.scopes });
  });
  // Every value issued since the last reset, so a test can search what the browser got for them.
  app.get('/_control/tokens', (c) =>
    c.json({ tokens: state.tokens.list().map((t) => ({ accessToken: t.value, issuedAt: t.issuedAt, expiresAt: Math.floor(t.expiresAtMs / 1000), revoked: t.revoked })) }),
  );
  app.post('/_control/tokens/revoke', async (c) => {
    const { accessToken } = await controlBody(c, revokeSchema);
    if (!state.tokens.revoke(accessToken)) throw new ApiError(404, 'Unknown access token');
    return c.json({ revoked: true });
  });

  app.get('/_control/behaviour', (c) => c.json(state.behaviour));
  app.post('/_control/behaviour', async (c) => {
    const body = await controlBody(c, behaviourBodySchema);
    state.behaviour = { ...state.behaviour, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
    return c.json(state.behaviour);
  });

  app.get('/_control/stats', (c) => c.json(state.stats));
  app.post('/_control/stats/reset', (c) => {
    state.stats = emptyStats();
    return c.json(state.stats);
  });
}
