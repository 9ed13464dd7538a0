import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '@/lib/server/process-state';

// What every log line written while serving one request carries: the request id that proxy.ts
// gave it (and sent back as x-request-id), the client address, the signed-in user, and the action,
// route or page. The audit log takes the request id and the address from here too (record-audit.ts).
// The store is a mutable object, so the user can be added once the session has been read.

export type LogContext = { requestId?: string; client?: string; userId?: string; action?: string; route?: string; page?: string };

const storage = processState('log-context', () => ({ als: new AsyncLocalStorage<LogContext>() })).als;

/** Runs `work` with these fields (and any from an enclosing request) on every line it logs. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, work);
}

/** Adds fields to the current request's context (e.g. the user, once known); no-op outside one. */
export function addLogContext(fields: LogContext): void {
  const store = storage.getStore();
  if (store) Object.assign(store, fields);
}

/**
 * For a page render, which has no wrapper to run inside: enters a context for the rest of this
 * request's async work, unless one is already there. Call it before the first await.
 */
export function enterLogContext(fields: LogContext): void {
  const store = storage.getStore();
  if (store) Object.assign(store, fields);
  else storage.enterWith({ ...fields });
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
