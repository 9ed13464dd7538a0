import { E2E_EMULATOR_URL } from './servers';

// What the emulator holds of cards and messages (its control API), for the messages spec.
export type EmulatorCard = { id: string; templateId: string; content: Record<string, string> };
export type EmulatorMessage = { id: string; cardId: string; organizationId: string; conversationId: string };

export async function emulatorMessages(): Promise<{ cards: EmulatorCard[]; messages: EmulatorMessage[] }> {
  const response = await fetch(`${E2E_EMULATOR_URL}/_control/messages`);
  if (!response.ok) throw new Error(`emulator GET messages -> ${response.status}`);
  return (await response.json()) as { cards: EmulatorCard[]; messages: EmulatorMessage[] };
}

/** The cards whose title is `title`, and the messages sent with them. */
export async function sentWithTitle(title: string): Promise<{ cards: EmulatorCard[]; messages: EmulatorMessage[] }> {
  const { cards, messages } = await emulatorMessages();
  const mine = cards.filter((c) => c.content.title === title);
  const ids = new Set(mine.map((c) => c.id));
  return { cards: mine, messages: messages.filter((m) => ids.has(m.cardId)) };
}
