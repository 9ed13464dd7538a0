import 'server-only';

// A GET answer that costs nothing when the browser has it already: JSON bytes with their ETag, or
// 304 without a body when If-None-Match names that tag. Still per user and never kept by a shared
// cache (private, no-store: the browser's own code keeps the last answer, lib/queries).

const PRIVATE = 'private, no-store';

/** If-None-Match lists tags (or *); weak comparison, as RFC 9110 asks for this header. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function conditionalJson(request: Request, answer: { body: Uint8Array; etag: string }): Response {
  const headers = { etag: answer.etag, 'cache-control': PRIVATE };
  if (matches(request.headers.get('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  return new Response(answer.body as BodyInit, { headers: { ...headers, 'content-type': 'application/json' } });
}
