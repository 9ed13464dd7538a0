import 'server-only';
import { headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { clientAddressOf, FORWARDED_FOR_HEADER } from '@/lib/security/client-address';

/**
 * The caller's address for rate limiting and the audit log: the socket's, or with
 * TRUSTED_PROXY_HOPS=N the address the N-th proxy from us saw (lib/security/client-address.ts
 * explains how the socket's address reaches us through Next).
 */
export async function requestInfo(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  const ip = clientAddressOf(h.get(FORWARDED_FOR_HEADER), serverEnv().TRUSTED_PROXY_HOPS);
  return { ip, userAgent: h.get('user-agent')?.slice(0, 400) ?? null };
}
