import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/errors';
import { actionNameOf, runAction } from '@/lib/server/access/run-action';
import { toErrorShape } from '@/lib/server/access/error-shape';
import type { ActionDefinition, ActionHandler, Caller } from '@/lib/server/access/types';
import { requestInfo } from '@/lib/server/identity/request-info';
import { addLogContext } from '@/lib/server/log/log-context';
import { inRequestLog } from '@/lib/server/log/request-log';
import { getCurrentSession } from './current-user';
import { appServices } from './process-app';

/**
 * Builds a server action from a definition (schema, minimum role, audit action, layout to
 * revalidate) and a handler, both kept in lib/<feature>/server. A 'use server' file exports it as
 * a constant (an async function, which Next checks at run time):
 *
 *   export const moveCalendarItemAction = defineAction(moveItemDefinition, moveItem);
 */
export function defineAction<S extends z.core.$ZodType, T>(
  def: ActionDefinition<S>,
  handler: ActionHandler<S, T>,
): (raw: unknown) => Promise<ActionResult<T>> {
  return async (raw) => inRequestLog({ action: actionNameOf(def) }, () => runAsCurrentUser(def, handler, raw));
}

/** The pipeline for the signed-in user of this request, on the process's services, then the revalidation the definition names. */
export async function runAsCurrentUser<S extends z.core.$ZodType, T>(def: ActionDefinition<S>, handler: ActionHandler<S, T>, raw: unknown): Promise<ActionResult<T>> {
  let caller: Caller;
  try {
    const services = await appServices();
    const session = await getCurrentSession();
    const client = def.reauthenticate ? (await requestInfo()).ip : null;
    caller = { user: session?.user ?? null, session: session && { id: session.sessionId, reauthenticatedAt: session.reauthenticatedAt }, services, client };
  } catch (error) {
    return { ok: false, error: toErrorShape(error, actionNameOf(def)) };
  }
  addLogContext({ userId: caller.user?.id });
  const result = await runAction(def, handler, raw, caller);
  if (result.ok && def.revalidate) revalidatePath(def.revalidate, 'layout');
  return result;
}
