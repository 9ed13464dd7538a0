import 'server-only';
import { headers } from 'next/headers';

/**
 * The caller's address for rate limiting and the audit log: the first x-forwarded-for hop (set by
 * the load balancer in front of Shiftdesk), else x-real-ip. Behind no proxy a client could forge
 * it, which is why the per-email limit does not depend on it.
 */
export async function requestInfo(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || h.get('x-real-ip')?.trim() || null;
  return { ip: ip ? ip.slice(0, 64) : null, userAgent: h.get('user-agent')?.slice(0, 400) ?? null };
}
