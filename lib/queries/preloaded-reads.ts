import { fetchJsonIfChanged } from './conditional-read';

// A page whose first read is large preloads it from the document's head (react-dom `preload`,
// `<link rel=preload as=fetch>`), so it downloads while the scripts load. This module takes those
// answers over as soon as the scripts run, before React hydrates: by the time the page's query is
// created the answer is often parsed already, and the first render shows it instead of drawing an
// empty view and asking again from an effect after hydration.

type PreloadedRead = { promise: Promise<unknown>; arrived?: { value: unknown; receivedAt: number } };

const reads = new Map<string, PreloadedRead>();

function takeOverPreloads(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) continue;
    const key = url.pathname + url.search;
    if (reads.has(key)) continue;
    // Same URL and request mode as the preload, or the browser would download it a second time
    // (nothing is kept for it yet, so no If-None-Match either); its ETag is kept for the polls.
    const read: PreloadedRead = { promise: fetchJsonIfChanged(key) };
    read.promise.then(
      (value) => {
        read.arrived = { value, receivedAt: Date.now() };
      },
      () => undefined, // the query that takes it sees the error
    );
    reads.set(key, read);
  }
}

if (typeof document !== 'undefined') takeOverPreloads();

/** The preloaded answer for `url` if it has already arrived; once (a later read asks the server). */
export function takeArrivedRead<T>(url: string): { value: T; receivedAt: number } | undefined {
  const arrived = reads.get(url)?.arrived;
  if (arrived) reads.delete(url);
  return arrived as { value: T; receivedAt: number } | undefined;
}

/** The preloaded read of `url`, arrived or still on its way; once. */
export function takePreloadedRead<T>(url: string): Promise<T> | undefined {
  const read = reads.get(url);
  reads.delete(url);
  return read?.promise as Promise<T> | undefined;
}
