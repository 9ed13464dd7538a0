import 'server-only';
import type { ConnectionSummary } from '@/lib/connection-summary';
import type { AppServices } from '@/lib/server/access';

/** What the shell's banner needs to know about the service token: never the token itself. */
export async function connectionSummary({ tokens }: AppServices, now = Date.now()): Promise<ConnectionSummary> {
  const status = await tokens.getTokenStatus();
  return {
    hasToken: status.hasToken,
    unreadable: status.unreadable,
    expiresAt: status.expiresAt?.toISOString() ?? null,
    expiresSoon: status.expiresSoon,
    expired: status.expiresAt !== null && status.expiresAt.getTime() <= now,
  };
}

export function needsAttention(summary: ConnectionSummary): boolean {
  return !summary.hasToken || summary.unreadable || summary.expiresSoon;
}
