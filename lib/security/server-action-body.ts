// How large a server action's request body may be: one number, in server-action-body.json, which
// next.config.mjs gives Next (serverActions.bodySizeLimit) and proxy.ts checks first. Next itself
// answers a larger body with a 500 and a stack trace in the log; the proxy answers 413 before Next
// reads it. A body sent without Content-Length (chunked) is left to Next's own limit.

import limit from './server-action-body.json' with { type: 'json' };

export const SERVER_ACTION_MAX_BODY_BYTES: number = limit.maxBytes;

/** The header a browser's server-action call carries (the action's id). */
export const NEXT_ACTION_HEADER = 'next-action';

/** A server-action call that says its body is larger than the limit. */
export function isOversizedServerAction(method: string, headers: Headers): boolean {
  if (method !== 'POST' || !headers.has(NEXT_ACTION_HEADER)) return false;
  const length = Number(headers.get('content-length'));
  return Number.isFinite(length) && length > SERVER_ACTION_MAX_BODY_BYTES;
}
