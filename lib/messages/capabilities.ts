import { scopeOfOperation } from '@/lib/contract/scopes';
import type { MessagingCapabilities } from './types';

// What the service token's scopes allow the composer to do. Unknown scopes (a token not used yet,
// or one the service gave no scopes for) disable nothing: the service decides, and a refusal
// (403) is a failure that proves nothing was sent.

export function messagingCapabilities(scopes: readonly string[] | null, hasToken = true): MessagingCapabilities {
  if (!hasToken) {
    const reason = 'No service token is connected. An admin can connect one in Settings.';
    return { scopesKnown: false, canSend: false, sendBlockedReason: reason, canMessageEveryone: false, everyoneBlockedReason: reason };
  }
  if (scopes === null) {
    return { scopesKnown: false, canSend: true, sendBlockedReason: null, canMessageEveryone: true, everyoneBlockedReason: null };
  }
  const canSend = scopes.includes(scopeOfOperation.sendMessages);
  const canEveryone = canSend && scopes.includes(scopeOfOperation.messageEveryone);
  return {
    scopesKnown: true,
    canSend,
    sendBlockedReason: canSend ? null : `The service token lacks the ${scopeOfOperation.sendMessages} permission, so messages cannot be sent. An admin can connect a token with it in Settings.`,
    canMessageEveryone: canEveryone,
    everyoneBlockedReason: canEveryone
      ? null
      : canSend
        ? `Needs the ${scopeOfOperation.messageEveryone} permission, which the service token lacks.`
        : `Needs the ${scopeOfOperation.sendMessages} and ${scopeOfOperation.messageEveryone} permissions.`,
  };
}
