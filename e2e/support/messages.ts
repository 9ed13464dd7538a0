import { expect, type Page } from '@playwright/test';
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

// Driving the composer and the history like a scheduler (the messages spec and the fault storm).
export const composer = (page: Page) => page.getByRole('form', { name: 'New message' });
export const history = (page: Page) => page.getByRole('region', { name: 'History' });
export const messageRowOf = (page: Page, title: string) => history(page).getByTestId('message-row').filter({ hasText: title });

export async function openComposer(page: Page): Promise<void> {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(composer(page)).toHaveAttribute('data-ready', 'true');
}

/** The row id of a saved conversation (its checkbox's value in the open composer), as the composer sends it. */
export async function savedConversationId(page: Page, organizationName: string, name: RegExp): Promise<string> {
  const id = await composer(page).getByRole('group', { name: organizationName }).getByRole('checkbox', { name }).getAttribute('value');
  if (!id) throw new Error(`no saved conversation ${name} in ${organizationName}`);
  return id;
}

/** An Announcement into the Managers conversation of `organizationName`. */
export async function fillAnnouncement(page: Page, organizationName: string, values: { title: string; body?: string; footer?: string }): Promise<void> {
  const form = composer(page);
  await form.getByLabel('Template').selectOption({ label: 'Announcement' });
  await form.getByLabel('Title').fill(values.title);
  if (values.body !== undefined) await form.getByLabel('Body').fill(values.body);
  if (values.footer !== undefined) await form.getByLabel('Footer').fill(values.footer);
  await form.getByRole('group', { name: organizationName }).getByRole('checkbox', { name: /^Managers/ }).check();
}
