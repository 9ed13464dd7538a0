import { fetchRead } from './fetch-json';

// Polls that cost nothing when nothing changed: the last answer of each URL is kept with its ETag
// and the next read names it; on 304 the very same object is returned, so nothing is parsed,
// react-query sees no change and nothing re-renders. A few URLs only (the ranges paged through).

const KEPT_URLS = 8;
const last = new Map<string, { etag: string; value: unknown }>();

function remember(url: string, etag: string | null, value: unknown): void {
  last.delete(url);
  if (etag === null) return;
  last.set(url, { etag, value });
  for (const oldest of last.keys()) {
    if (last.size <= KEPT_URLS) break;
    last.delete(oldest);
  }
}

/** GETs `url`, or returns the answer kept for it when the route says it is unchanged (304). */
export async function fetchJsonIfChanged<T>(url: string, signal?: AbortSignal): Promise<T> {
  const known = last.get(url);
  const answer = await fetchRead<T>(url, signal, known?.etag);
  if (answer.notModified && known) return known.value as T;
  remember(url, answer.etag, answer.body);
  return answer.body as T;
}
