import type { MiddlewareHandler } from 'hono';
import type { EmulatorState } from '../state/emulator-state';
import type { EmulatorEnv } from './env';

// Behaviour `idsAs: "number"`: the service may send its int64 ids as bare JSON numbers rather
// than strings (the spec does not say). Every 19-digit id string in a JSON answer is then written
// as a number literal with all its digits: what a JavaScript JSON.parse would round, and what the
// dashboard's lossless parser must read exactly. One place, after every route has answered.
// A quote preceded by a backslash (text inside a string, e.g. a card's content) is left alone.

const ID_VALUE = /([:[,]\s*)"(\d{19})"(?=\s*[,\]}])/g;

export function idsAsNumbers(state: EmulatorState): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    if (state.behaviour.idsAs !== 'number' || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const text = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(text.replace(ID_VALUE, '$1$2'), { status: c.res.status, headers });
  };
}
