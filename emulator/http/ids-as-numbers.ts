import type { MiddlewareHandler } from 'hono';
import type { EmulatorState } from '../state/emulator-state';
import type { EmulatorEnv } from './env';

// Behaviour `idsAs: "number"`: the service may send its int64 ids as bare JSON numbers rather
// than strings (the spec does not say). Every id field (`id` or a name ending in `Id`: userId,
// organizationId, calendarItemId, acessTokenId, ...) whose value is a 19-digit string is then
// written as a number literal with all its digits: what a JavaScript JSON.parse would round, and
// what the dashboard's lossless parser must read exactly. One place, after every route has answered.
//
// It rewrites the answer's text rather than re-serialising it: lossless-json's stringify takes
// over ten times longer than this pass on a busy week of the large seed (2.5 MB), and P1 times this path.
// The match is exact on JSON: quotes inside a string are escaped (\"), so `"userId":"…"` with bare
// quotes is always a real field, and a name or a note that happens to be 19 digits stays a string.

const ID_FIELD = /("(?:id|[A-Za-z]+Id)"\s*:\s*)"(\d{19})"/g;

export function idsAsNumbers(state: EmulatorState): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    if (state.behaviour.idsAs !== 'number' || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const text = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(text.replace(ID_FIELD, '$1$2'), { status: c.res.status, headers });
  };
}
