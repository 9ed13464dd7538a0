import 'server-only';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/errors';
import { getCurrentUser } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db';
import { addLogContext } from '@/lib/server/log/log-context';
import { inRequestLog } from '@/lib/server/log/request-log';
import { toErrorShape } from './error-shape';
import { runAction } from './run-action';
import type { ActionDefinition, ActionHandler, Caller } from './types';

/**
 * Builds a server action from a schema, a minimum role, an optional audit action and a handler.
 * Use it from a 'use server' file, which may only export async functions:
 *
 *   const moveItem = defineAction({ input: moveSchema, role: 'scheduler', audit: { action: 'calendar_item.moved' } }, handler);
 *   export async function moveItemAction(raw: unknown) { return moveItem(raw); }
 */
export function defineAction<S extends z.core.$ZodType, T>(
  def: ActionDefinition<S>,
  handler: ActionHandler<S, T>,
): (raw: unknown) => Promise<ActionResult<T>> {
  const name = def.name ?? def.audit?.action ?? 'action';
  return async (raw) =>
    inRequestLog({ action: name }, async () => {
      let caller: Caller;
      try {
        caller = { user: await getCurrentUser(), db: await getDb() };
      } catch (error) {
        return { ok: false, error: toErrorShape(error, name) };
      }
      addLogContext({ userId: caller.user?.id });
      return runAction(def, handler, raw, caller);
    });
}
