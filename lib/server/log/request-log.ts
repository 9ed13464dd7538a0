import 'server-only';
import { headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { clientAddressOf, FORWARDED_FOR_HEADER } from '@/lib/security/client-address';
import { enterLogContext, withLogContext, type LogContext } from './log-context';

/** The header proxy.ts puts the request's id in (and sends back to the browser). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The caller's address: the socket's, or with TRUSTED_PROXY_HOPS=N the address the N-th proxy
 * from us saw (lib/security/client-address.ts explains how the socket's address reaches us through Next).
 */
export function clientAddressIn(requestHeaders: Headers): string | null {
  return clientAddressOf(requestHeaders.get(FORWARDED_FOR_HEADER), serverEnv().TRUSTED_PROXY_HOPS);
}

/** The request's id and client address (every log line and audit entry of the request carries them). */
async function requestFacts(request?: Request): Promise<LogContext> {
  let h: Headers;
  try {
    h = request?.headers ?? (await headers());
  } catch {
    return {}; // outside a request (a script, a test calling the pipeline directly)
  }
  return { requestId: h.get(REQUEST_ID_HEADER) ?? undefined, client: clientAddressIn(h) ?? undefined };
}

/** Runs a server action's or route's work in its request's log context. */
export async function inRequestLog<T>(fields: LogContext, work: () => Promise<T>, request?: Request): Promise<T> {
  return withLogContext({ ...(await requestFacts(request)), ...fields }, work);
}

/**
 * A page render, which has no wrapper to run inside: its context holds for the rest of the
 * render. The context is entered before the first await (see enterLogContext), the facts after.
 */
export async function enterPageLog(fields: LogContext): Promise<void> {
  enterLogContext(fields);
  enterLogContext(await requestFacts());
}
