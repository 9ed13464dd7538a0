import type { AppErrorShape } from '@/lib/errors';
import { bodyText, READ_ACCEPT } from '@/lib/http/gzip-body';

/** A failed read as the browser sees it: the route's safe error, and the HTTP status. */
export class ReadError extends Error {
  readonly kind: AppErrorShape['kind'];
  readonly status: number;
  readonly retryable: boolean;
  /** The failure came from our route (its error body), not from the way to it. */
  readonly fromRoute: boolean;
  /** What the route said about each part of the query, when it named them (shown next to what caused them). */
  readonly fieldErrors: AppErrorShape['fieldErrors'];
  constructor(status: number, shape: AppErrorShape, fromRoute = false) {
    super(shape.message);
    this.fieldErrors = shape.fieldErrors;
    this.name = 'ReadError';
    this.kind = shape.kind;
    this.status = status;
    this.retryable = shape.retryable ?? false;
    this.fromRoute = fromRoute;
  }
}

/**
 * GETs one of our route handlers. Plain JSON parsing is safe here: our routes send every id as a
 * string (only upstream bodies, parsed on the server, need the big-integer-exact parser).
 */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const answer = await fetchRead<T>(url, signal);
  return answer.body as T;
}

/**
 * The same, naming the tag of the answer it holds (If-None-Match): `notModified` when the route
 * answered 304 (unchanged, no body). The browser's own cache is not used (no-store): this code keeps
 * the last answer, so nothing of a schedule is written to its disk cache.
 */
export async function fetchRead<T>(url: string, signal?: AbortSignal, ifNoneMatch?: string): Promise<{ notModified: boolean; body: T | undefined; etag: string | null }> {
  let response: Response;
  const headers: Record<string, string> = { accept: READ_ACCEPT };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  try {
    response = await fetch(url, { signal, headers, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ReadError(0, { kind: 'unavailable', message: 'Shiftdesk could not be reached. Check your connection.', retryable: true });
  }
  const etag = response.headers.get('etag');
  if (response.status === 304) return { notModified: true, body: undefined, etag };
  const text = await bodyText(response);
  const body = (text ? JSON.parse(text) : undefined) as { error?: AppErrorShape } | undefined;
  if (!response.ok) {
    if (body?.error) throw new ReadError(response.status, body.error, true);
    throw new ReadError(response.status, { kind: 'unexpected', message: `The read failed (${response.status}).`, retryable: response.status >= 500 });
  }
  return { notModified: false, body: body as T, etag };
}
