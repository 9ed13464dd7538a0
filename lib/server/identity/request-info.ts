import 'server-only';
import { headers } from 'next/headers';
import { clientAddressIn } from '@/lib/server/log/request-log';

/** The caller's address (for rate limiting and the audit log: request-log.ts) and browser. */
export async function requestInfo(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  return { ip: clientAddressIn(h), userAgent: h.get('user-agent')?.slice(0, 400) ?? null };
}
