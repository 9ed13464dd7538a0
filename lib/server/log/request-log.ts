import 'server-only';
import { headers } from 'next/headers';
import { enterLogContext, withLogContext, type LogContext } from './log-context';

/** The header proxy.ts puts the request's id in (and sends back to the browser). */
export const REQUEST_ID_HEADER = 'x-request-id';

async function requestId(): Promise<string | undefined> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    return undefined; // outside a request (a script, a test calling the pipeline directly)
  }
}

/** Runs a server action's or route's work in its request's log context. */
export async function inRequestLog<T>(fields: LogContext, work: () => Promise<T>, request?: Request): Promise<T> {
  const id = request ? (request.headers.get(REQUEST_ID_HEADER) ?? undefined) : await requestId();
  return withLogContext({ requestId: id, ...fields }, work);
}

/**
 * A page render, which has no wrapper to run inside: its context holds for the rest of the
 * render. The context is entered before the first await (see enterLogContext), the id after.
 */
export async function enterPageLog(fields: LogContext): Promise<void> {
  enterLogContext(fields);
  enterLogContext({ requestId: await requestId() });
}
