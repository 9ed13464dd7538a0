import 'server-only';
import { messagingCapabilities } from '@/lib/messages/capabilities';
import type { MessagingCapabilities } from '@/lib/messages/types';
import type { TokenStore } from '@/lib/server/upstream/token-store';

/**
 * What the current service token allows for messages. The environment's token has no known
 * scopes until it is first used; then it is adopted once (one exchange, as its first use would
 * do anyway) so the composer can say what it cannot do before anyone tries.
 */
export async function currentCapabilities(tokens: TokenStore): Promise<MessagingCapabilities> {
  let status = await tokens.getTokenStatus();
  if (status.hasToken && !status.unreadable && status.scopes === null && status.source === 'env' && status.expiresAt === null) {
    try {
      await tokens.accessToken();
      status = await tokens.getTokenStatus();
    } catch {
      // Unknown scopes disable nothing; the service decides when a message is sent.
    }
  }
  return messagingCapabilities(status.scopes, status.hasToken && !status.unreadable);
}
