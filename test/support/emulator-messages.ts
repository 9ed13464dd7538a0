import { randomUUID } from 'node:crypto';
import { messagingCapabilities } from '@/lib/messages/capabilities';
import type { SendMessageInput } from '@/lib/messages/send-schema';
import { sendMessageInputSchema } from '@/lib/messages/send-schema';
import type { Db } from '@/lib/server/db/types';
import type { EmulatorHarness } from '@/test/support/emulator-harness';
import { listConversations } from '@/lib/messages/server/conversations';
import type { OutboxDeps } from '@/lib/messages/server/outbox';
import { submitMessage } from '@/lib/messages/server/send-message';

// Test support for the messages tests (imported by *.test.ts only): what the emulator holds, and
// a submit through the same code the send action runs.

export type SentCard = { id: string; templateId: string; content: Record<string, string> };
export type SentMessage = { id: string; cardId: string; organizationId: string; conversationId: string };

export async function emulatorMessages(emu: EmulatorHarness): Promise<{ cards: SentCard[]; messages: SentMessage[] }> {
  return emu.control('GET', 'messages');
}

export const everything = messagingCapabilities(['MESSAGE_CONVERSATION', 'MESSAGE_EVERYONE']);
export const tester = { id: 'test-user', email: 'scheduler@test.local' };

/** The first saved conversation that is not an everyone one (or is, when asked). */
export async function savedConversation(db: Db, everyone = false) {
  const found = (await listConversations(db)).find((c) => c.everyone === everyone);
  if (!found) throw new Error('no saved conversation: seed the messaging tables first');
  return found;
}

export async function submit(deps: OutboxDeps, input: Partial<SendMessageInput> & { savedConversationIds: string[] }, capabilities = everything) {
  const parsed = sendMessageInputSchema.parse({
    sendKey: randomUUID(),
    templateId: 'announcement',
    values: { title: 'Closed on Monday', body: 'Bank holiday: the café opens again on Tuesday.' },
    ...input,
  });
  return submitMessage(deps, parsed, tester, capabilities);
}
