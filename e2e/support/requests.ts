import { expect, type Locator, type Page } from '@playwright/test';
import { emulator, type EmulatorItem } from './emulator';

// The approvals inbox: items with pending requests made through the service, the inbox opened on
// a range through its URL, a request's row, and what the service holds after a decision.

export const DECISIONS = 'PATCH /connect/calendar-items/:id/members/:userId';

export type MemberStatuses = Record<string, string>;

/** An item made through the service as another client would, then its members set as the product would. */
export async function itemWithMembers(
  organizationId: string,
  item: { name: string; start: number; end: number; timeZoneName: string; type?: string },
  members: MemberStatuses,
): Promise<EmulatorItem> {
  const made = await emulator.createItem({ organizationId, type: item.type ?? 'MULTI_ASSIGNEE_SHIFT', name: `${item.name} ${Date.now() % 100000}`, start: item.start, end: item.end, timeZoneName: item.timeZoneName });
  return emulator.patchItem(made.id, { members: Object.entries(members).map(([userId, status]) => ({ type: 'USER', userId, status })) });
}

export async function memberStatus(itemId: string, userId: string): Promise<string | undefined> {
  return (await emulator.item(itemId)).members.find((m) => m.userId === userId)?.status;
}

/** Decisions the service received (every answer, injected failures included). */
export async function decisionsSent(): Promise<number> {
  return Object.values((await emulator.stats()).byRoute[DECISIONS] ?? {}).reduce((sum, n) => sum + n, 0);
}

export async function openInbox(page: Page, organizationId: string, from: string, to = from): Promise<void> {
  await page.goto(`/organizations/${organizationId}/requests?from=${from}&to=${to}`);
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
}

export const requestRowOf = (page: Page, item: EmulatorItem, userId: string): Locator => page.locator(`[data-request-key="${item.id}:${userId}"]`);
