// The gzipped bytes a route made once for every reader (lib/server/access/conditional-json.ts) travel
// as their own media type, not as Content-Encoding: Next drops a route's Content-Encoding and would
// compress the bytes again for each response. Our reads accept that type and inflate it here.

export const GZIP_MEDIA_TYPE = 'application/gzip';

/**
 * What our reads accept: the gzipped bytes first, JSON otherwise (errors are always JSON); JSON
 * alone in a browser without DecompressionStream (before Firefox 113, Safari 16.4).
 */
export const READ_ACCEPT = typeof DecompressionStream === 'function' ? `${GZIP_MEDIA_TYPE}, application/json;q=0.9` : 'application/json';

/** The response's text, inflated when it came as gzip (the browser's own DecompressionStream, or Node's). */
export async function bodyText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith(GZIP_MEDIA_TYPE) || !response.body) return response.text();
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
}

/** The same for bytes already read (a Playwright response in tests and the load test). */
export function bytesText(bytes: Uint8Array, contentType: string): Promise<string> {
  return bodyText(new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }));
}
