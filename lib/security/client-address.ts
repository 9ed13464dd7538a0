// Who is at the other end, for the per-address sign-in limit and the audit log. Anyone can send
// an X-Forwarded-For header, so it counts only as far as the deployment says it was written by
// its own proxies: TRUSTED_PROXY_HOPS=N means N proxies in front of Shiftdesk, each appending
// the address it was reached from, so the client is the N-th entry from the right; every entry
// further left came from the client and is ignored.
//
// N=0 (the default, no proxy): the header is ignored. Next gives route handlers and actions no
// socket, but `next start` fills X-Forwarded-For with the socket's address when the request has
// none (base-server: `x-forwarded-for ??= socket.remoteAddress`). So proxy.ts deletes the
// incoming header (FORWARDED_FOR_HEADER) before Next sees it, and what the app reads is the socket.

export const FORWARDED_FOR_HEADER = 'x-forwarded-for';
export const MAX_TRUSTED_PROXY_HOPS = 10;

/** TRUSTED_PROXY_HOPS as a number (0 when unset or not a whole number in range; lib/env refuses those at start). */
export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value ?? '0');
  return Number.isInteger(hops) && hops >= 0 && hops <= MAX_TRUSTED_PROXY_HOPS ? hops : 0;
}

/**
 * The client's address from the X-Forwarded-For the app sees (after proxy.ts): the hops-th entry
 * from the right, or the leftmost when there are fewer entries (a request that reached us past
 * some of the proxies). With hops=0 the single entry Next wrote from the socket.
 */
export function clientAddressOf(forwardedFor: string | null, hops: number): string | null {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  const index = Math.max(0, entries.length - Math.max(hops, 1));
  return entries[index]!.slice(0, 64);
}
