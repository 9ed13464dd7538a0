import 'server-only';
import { parseJsonBodyExact } from '@/lib/contract/json';
import { errorFromStatus, errorFromTransport, oversizedAnswer, unreadableAnswer, type FailureContext } from '../errors';
import { readCappedText } from './read-capped';
import { parseRetryAfter } from './retry-after';

// One HTTP exchange with the service, no retries: build the request, bound it with a timeout,
// and turn every outcome into either a read answer or an AppError (through errors.ts).

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface UpstreamCall extends FailureContext {
  method: HttpMethod;
  /** Path with ids already validated (see idPath). */
  path: string;
  query?: Record<string, string | undefined>;
  /** JSON-serialisable body; ids inside are strings, so plain JSON.stringify is exact. */
  body?: unknown;
  /** False for the token endpoints, which take their credentials in the body. Default true. */
  auth?: boolean;
  /** Lets a caller (a route handler whose client went away) abandon the request. */
  signal?: AbortSignal;
}

export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Reads a 2xx response; throws an AppError when it cannot. */
export type AnswerReader<T> = (response: Response) => Promise<T>;

export function urlOf(baseUrl: string, call: Pick<UpstreamCall, 'path' | 'query'>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${call.path}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** An error body is only read for its message and issues: a small one. */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

async function errorBody(response: Response): Promise<unknown> {
  try {
    const text = await readCappedText(response, ERROR_BODY_MAX_BYTES);
    return text === null ? undefined : parseJsonBodyExact(text);
  } catch {
    // An HTML error page or a truncated body: the status alone decides the error kind.
    return undefined;
  }
}

export async function sendOnce<T>(transport: Transport, call: UpstreamCall, token: string | undefined, read: AnswerReader<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Shiftdesk' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  try {
    // redirect: 'manual' - a redirect must never carry the bearer token to another host.
    const response = await transport.fetch(urlOf(transport.baseUrl, call), { method: call.method, headers, body, signal, redirect: 'manual' });
    if (response.status >= 200 && response.status < 300) return await read(response);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    throw errorFromStatus(response.status, await errorBody(response), call, retryAfterMs);
  } catch (error) {
    throw errorFromTransport(error, call);
  }
}

/** Reads a JSON body of at most maxBytes (empty allowed: undefined), keeping int64 digits exact. */
export const readJson = (maxBytes: number): AnswerReader<unknown> => async (response) => (await readJsonMeasured(maxBytes)(response)).body;

/** The parsed answer and the length of its text (what a cache of it weighs). */
export const readJsonMeasured = (maxBytes: number): AnswerReader<{ body: unknown; length: number }> => async (response) => {
  const text = await readCappedText(response, maxBytes);
  if (text === null) throw oversizedAnswer(response.status, maxBytes);
  try {
    return { body: parseJsonBodyExact(text), length: text.length };
  } catch {
    throw unreadableAnswer(response.status);
  }
};
