import type { Context, MiddlewareHandler } from 'hono';
import type { EmulatorState } from '../state/emulator-state';
import type { FailRule } from '../state/faults';
import { ApiError, DroppedConnection } from './api-error';
import { bearerOf } from './auth';
import type { EmulatorEnv } from './env';

// Applies the fault switches to interface requests (never to /_control/), in this order:
// latency, dropped connection, scripted failures (failNext), per-token rate limit, random 429,
// random 5xx, then the real handler. A failNext rule with afterHandling lets the request change
// state and then replaces the answer: the write happened but the client never learned it.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function takeRule(state: EmulatorState, c: Context, afterHandling: boolean): FailRule | undefined {
  const rule = state.faults.failNext.find(
    (r) =>
      r.count > 0 &&
      r.afterHandling === afterHandling &&
      (r.method === '*' || r.method.toUpperCase() === c.req.method) &&
      new RegExp(r.path).test(c.req.path),
  );
  if (rule) {
    rule.count -= 1;
    state.faults.failNext = state.faults.failNext.filter((r) => r.count > 0);
  }
  return rule;
}

function injected(state: EmulatorState, status: number, message: string): ApiError {
  const retry = status === 429 || status === 503 ? { 'Retry-After': String(state.faults.retryAfterSeconds) } : undefined;
  return new ApiError(status, message, undefined, retry);
}

function drop(c: Context<EmulatorEnv>): never {
  // Under @hono/node-server, destroy the socket: the client sees a reset with no answer. Without a
  // socket (in-process app.fetch) the error itself is the "dropped" answer.
  c.env?.incoming?.socket?.destroy();
  throw new DroppedConnection();
}

function rateLimited(state: EmulatorState, c: Context): ApiError | undefined {
  const limit = state.faults.rateLimit;
  if (!limit) return undefined;
  const key = bearerOf(c) ?? '(anonymous)';
  const now = state.now();
  let window = state.faults.windows.get(key);
  if (!window || now - window.startedAt >= limit.windowMs) {
    window = { startedAt: now, count: 0 };
    state.faults.windows.set(key, window);
  }
  window.count += 1;
  if (window.count <= limit.limit) return undefined;
  const retryAfter = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000));
  return new ApiError(429, 'Rate limit exceeded', undefined, { 'Retry-After': String(retryAfter) });
}

const PAD_CHUNK = new TextEncoder().encode(' '.repeat(64 * 1024));

/** A 2xx JSON answer followed by `bytes` spaces, streamed in chunks with no Content-Length. */
function padded(response: Response, bytes: number): Response {
  if (response.status < 200 || response.status >= 300 || !response.headers.get('content-type')?.includes('json')) return response;
  const original = response.body;
  let left = bytes;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      if (original) for await (const chunk of original) controller.enqueue(chunk);
    },
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = left >= PAD_CHUNK.byteLength ? PAD_CHUNK : PAD_CHUNK.subarray(0, left);
      left -= chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}

export function faultsMiddleware(state: EmulatorState): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const faults = state.faults;
    if (faults.latencyMs) await sleep(faults.latencyMs.min + Math.random() * (faults.latencyMs.max - faults.latencyMs.min));
    if (faults.dropRate > 0 && Math.random() < faults.dropRate) drop(c);
    const before = takeRule(state, c, false);
    if (before) throw injected(state, before.status, `Injected failure (failNext ${before.status})`);
    const limited = rateLimited(state, c);
    if (limited) throw limited;
    if (faults.rateLimitRate > 0 && Math.random() < faults.rateLimitRate) throw injected(state, 429, 'Too many requests (injected)');
    if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
      const status = [500, 502, 503][Math.floor(Math.random() * 3)] as number;
      throw injected(state, status, `Injected server error ${status}`);
    }
    await next();
    if (faults.padBodyBytes > 0) c.res = padded(c.res, faults.padBodyBytes);
    const after = takeRule(state, c, true);
    if (after) {
      const error = injected(state, after.status, `Injected failure after handling (failNext ${after.status})`);
      c.res = new Response(JSON.stringify(error.body()), {
        status: after.status,
        headers: { 'Content-Type': 'application/json', ...error.headers },
      });
    }
  };
}
