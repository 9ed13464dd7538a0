import 'server-only';

// Reads a response body up to a size, never past it: a huge or endless answer from the service
// is cut off (and its stream cancelled) instead of filling the server's memory.

/**
 * A JSON answer larger than this is refused (SERVICE_MAX_RESPONSE_MB changes it for the app's
 * client). Every item of the large seed's biggest organization (20,000) is about 10 MB.
 */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The body's bytes, or null when it is (or says it is) larger than maxBytes. */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, or null past maxBytes. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(response, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
