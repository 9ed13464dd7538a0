import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import type { EmulatorState } from '../state/emulator-state';
import { controlBody } from './control-input';

// A person changes their name in the product: tests check that Shiftdesk's kept profiles catch up.

const patchSchema = z.object({ fullName: z.string().min(1) });

export function registerControlUserRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.patch('/_control/users/:id', async (c) => {
    const user = state.directory.users.get(c.req.param('id'));
    if (!user) throw new ApiError(404, `User ${c.req.param('id')} not found`);
    const body = await controlBody(c, patchSchema);
    user.fullName = body.fullName;
    state.version += 1;
    return c.json(user);
  });
}
