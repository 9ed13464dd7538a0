/** The host the browser addressed, as Next itself reads it (a reverse proxy's forwarded host first). */
export function addressedHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}

/** Its name without the port ("127.0.0.1", "[::1]", "shiftdesk.example.com"), or null. */
export function addressedHostname(headers: Headers): string | null {
  return hostnameOf(addressedHost(headers));
}

/** The name in a Host-style value (the first of a forwarded list), or null when it is not one. */
export function hostnameOf(host: string | null | undefined): string | null {
  const first = host?.split(',')[0]?.trim();
  if (!first) return null;
  try {
    return new URL(`http://${first}`).hostname;
  } catch {
    return null;
  }
}
