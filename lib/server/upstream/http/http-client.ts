import 'server-only';
import { AppError } from '@/lib/errors';
import { noServiceToken } from '../errors';
import { defaultRetryPolicy, nextDelay, sleep, type RetryPolicy } from './backoff';
import { logCallAttempt } from './call-log';
import { DEFAULT_MAX_BODY_BYTES } from './read-capped';
import { readJson, readJsonMeasured, sendOnce, type AnswerReader, type UpstreamCall } from './send-once';

// The retry policy around sendOnce:
// - reads (GET) retry on 429, 5xx, network failures and timeouts, with full-jitter backoff and
//   the server's Retry-After (seconds or date) up to a cap;
// - writes are never retried blindly: the service has no idempotency keys, so a write that timed
//   out or got a 5xx may have been applied, and resending could duplicate a shift. Only a 429
//   (refused before processing) is retried. Anything else surfaces, and the caller re-reads;
// - a 401 on any request means it was not processed: the token is renewed once and the request
//   sent once more with the new token.

/** What the HTTP layer needs from the token store. */
export interface TokenSource {
  /** The token to send now; may renew first when it is due. */
  accessToken(): Promise<string>;
  /** A request sent with `rejected` got 401: a token to retry once with, or undefined. */
  afterUnauthorized(rejected: string): Promise<string | undefined>;
  /** A request sent with `token` succeeded (lets the store forget the previous token). */
  confirm?(token: string): void;
}

export interface HttpOptions {
  baseUrl: string;
  /** Needed for authenticated calls; the token endpoints work without it. */
  tokens?: TokenSource;
  fetch?: typeof fetch;
  timeouts?: { readMs?: number; writeMs?: number };
  retry?: Partial<RetryPolicy>;
  /** The largest JSON answer read (default DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
}

export interface HttpClient {
  readonly baseUrl: string;
  json(call: UpstreamCall): Promise<unknown>;
  /** The same, with the answer's length (for a cache's memory bound). */
  measuredJson(call: UpstreamCall): Promise<{ body: unknown; length: number }>;
  send<T>(call: UpstreamCall, read: AnswerReader<T>): Promise<T>;
}

export const DEFAULT_READ_TIMEOUT_MS = 8_000;
export const DEFAULT_WRITE_TIMEOUT_MS = 15_000;

function isRetryable(error: AppError, write: boolean): boolean {
  if (error.kind === 'rate_limited') return true;
  if (write) return false;
  if (error.kind === 'timeout') return true;
  // 501 Not Implemented will not change on a retry; other 5xx and network failures may.
  return error.kind === 'unavailable' && error.upstreamStatus !== 501;
}


export function createHttpClient(options: HttpOptions): HttpClient {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const readMs = options.timeouts?.readMs ?? DEFAULT_READ_TIMEOUT_MS;
  const writeMs = options.timeouts?.writeMs ?? DEFAULT_WRITE_TIMEOUT_MS;
  const jsonReader = readJson(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  const measuredReader = readJsonMeasured(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);

  async function send<T>(call: UpstreamCall, read: AnswerReader<T>): Promise<T> {
    const write = call.method !== 'GET';
    const context: UpstreamCall = { ...call, write };
    // The status of the latest answer, for the log line (sendOnce turns answers into data or errors).
    let status: number | undefined;
    const observed: typeof fetch = async (input, init) => {
      const response = await fetchImpl(input, init);
      status = response.status;
      return response;
    };
    const transport = { baseUrl: options.baseUrl, fetch: observed, timeoutMs: write ? writeMs : readMs };
    const tokens = call.auth === false ? undefined : options.tokens;
    if (call.auth !== false && !tokens) throw noServiceToken();
    let token = tokens ? await tokens.accessToken() : undefined;
    let renewed = false;
    for (let attempt = 1, sent = 1; ; attempt += 1, sent += 1) {
      const started = { method: call.method, path: call.path, attempt: sent, startedAt: performance.now() };
      status = undefined;
      try {
        const answer = await sendOnce(transport, context, token, read);
        logCallAttempt({ ...started, status });
        if (token !== undefined) tokens?.confirm?.(token);
        return answer;
      } catch (caught) {
        const error = caught instanceof AppError ? caught : new AppError('unexpected', 'Something went wrong while talking to the service.', { cause: caught });
        if (error.upstreamStatus === 401 && tokens && token !== undefined && !renewed) {
          renewed = true;
          const next = await tokens.afterUnauthorized(token).catch(() => undefined);
          logCallAttempt({ ...started, status, error, ...(next === undefined ? {} : { retry: { reason: 'token refused: renewed', delayMs: 0 } }) });
          if (next === undefined) throw error;
          token = next;
          attempt -= 1; // the refused request was not processed: it does not use up an attempt
          continue;
        }
        const delay = attempt >= policy.attempts || !isRetryable(error, write) ? undefined : nextDelay(policy, attempt - 1, error.retryAfterMs);
        logCallAttempt({ ...started, status, error, ...(delay === undefined ? {} : { retry: { reason: error.kind, delayMs: delay } }) });
        if (delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  return { baseUrl: options.baseUrl, send, json: (call) => send(call, jsonReader), measuredJson: (call) => send(call, measuredReader) };
}
