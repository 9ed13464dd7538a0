import 'server-only';
import { GZIP_MEDIA_TYPE } from '@/lib/http/gzip-body';

// A GET answer that costs nothing when the browser has it already: JSON bytes with their ETag, or
// 304 without a body when If-None-Match names that tag. Still per user and never kept by a shared
// cache (private, no-store: the browser's own code keeps the last answer, lib/queries).
//
// An answer may also come gzipped once for every reader (`gzipped`): sent as `application/gzip` to a
// reader that accepts it (our own reads, lib/http/gzip-body.ts), marked no-transform; everyone else
// gets JSON, which Next compresses for each response (level 6: tens of ms of CPU a megabyte).

const PRIVATE = 'private, no-store';

/** If-None-Match lists tags (or *); weak comparison, as RFC 9110 asks for this header. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Whether the Accept header names the gzip media type (with a q above 0). */
function acceptsGzip(accept: string | null): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === GZIP_MEDIA_TYPE && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

export function conditionalJson(request: Request, answer: { body: Uint8Array; etag: string; gzipped?: Uint8Array }): Response {
  // The tag is weak: both media types carry the same JSON, so one tag serves both.
  const headers = { etag: answer.etag, 'cache-control': PRIVATE, vary: 'accept' };
  if (matches(request.headers.get('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  if (answer.gzipped && acceptsGzip(request.headers.get('accept'))) {
    return new Response(answer.gzipped as BodyInit, { headers: { ...headers, 'cache-control': `${PRIVATE}, no-transform`, 'content-type': GZIP_MEDIA_TYPE } });
  }
  return new Response(answer.body as BodyInit, { headers: { ...headers, 'content-type': 'application/json' } });
}
