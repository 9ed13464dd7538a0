import 'server-only';

// A GET answer that costs nothing when the browser has it already: JSON bytes with their ETag, or
// 304 without a body when If-None-Match names that tag. Still per user and never kept by a shared
// cache (private, no-store: the browser's own code keeps the last answer, lib/queries). An answer
// shared by many users may carry its gzip, made once: then every browser that accepts gzip gets
// those bytes instead of the server compressing a megabyte again for each poll (the server leaves
// an answer that names its encoding as it is).

const PRIVATE = 'private, no-store';

export type TaggedJson = {
  body: Uint8Array;
  etag: string;
  /** The same bytes gzipped, made once however many ask. */
  gzipped?: () => Promise<Uint8Array>;
};

/** If-None-Match lists tags (or *); weak comparison, as RFC 9110 asks for this header. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Accept-Encoding names gzip (or *) without q=0. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export async function conditionalJson(request: Request, answer: TaggedJson): Promise<Response> {
  const headers = { etag: answer.etag, 'cache-control': PRIVATE, vary: 'accept-encoding' };
  if (matches(request.headers.get('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  const json = { ...headers, 'content-type': 'application/json' };
  if (answer.gzipped && acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response((await answer.gzipped()) as BodyInit, { headers: { ...json, 'content-encoding': 'gzip' } });
  }
  return new Response(answer.body as BodyInit, { headers: json });
}
