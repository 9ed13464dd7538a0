import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { firstOrganization, type SeededPerson } from './support/organization';
import { storageStateOf } from './support/roles';

// Staffing an item from its drawer: add people of each assignee type, ask on a worker's behalf,
// remove someone. In a quiet week of Harbour Café. A bad phone is refused in
// components/staffing/assignment-panel.test.tsx.
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-01-27';
const jan = (day: number, hour: number) => Date.UTC(2027, 0, day, hour);

let organizationId: string;
let people: SeededPerson[];
test.beforeAll(async () => {
  ({ organizationId, people } = await firstOrganization());
});
test.afterEach(async () => {
  await emulator.clearFaults();
});

async function openItem(page: Page, name: string, day: number): Promise<EmulatorItem> {
  const item = await emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `${name} ${Date.now() % 100000}`, start: jan(day, 9), end: jan(day, 13), timeZoneName: 'Europe/London' });
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await eventOf(page, item.id).click();
  await expect(page.getByRole('form', { name: 'Add people' })).toBeVisible();
  return item;
}

const panel = (page: Page) => page.getByRole('form', { name: 'Add people' });

test('assigns a person found by name, a group and an invite by phone', async ({ page }) => {
  const item = await openItem(page, 'Staff me', 25);
  const person = people[0]!;
  await panel(page).getByLabel('Search people by name or title').fill(person.fullName.split(' ')[0]!);
  await panel(page).getByRole('option', { name: new RegExp(person.fullName) }).click();
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  await expect(panel(page).getByRole('status')).toContainText(`Added ${person.fullName}`);

  // A group the organization's schedule does not name is refused next to the field (the service
  // cannot list groups); once one of its items names the group, it is added. A new group each run.
  const group = String(4_200_000 + (Date.now() % 100_000));
  await panel(page).getByRole('tab', { name: 'Group' }).click();
  await panel(page).getByLabel('Group id').fill(group);
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  await expect(panel(page).getByLabel('Group id')).toHaveAccessibleDescription(new RegExp(`Group ${group} is not on any of this organization's items`));
  const named = await emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Group night', start: jan(26, 20), end: jan(26, 23), timeZoneName: 'Europe/London' });
  await emulator.addMember(named.id, { type: 'GROUP', groupId: group, initialStatus: 'ASSIGNED' });
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  await expect(panel(page).getByRole('status')).toContainText(`Added Group ${group}`);

  await panel(page).getByRole('tab', { name: 'Invite by phone' }).click();
  await panel(page).getByLabel('Full name').fill('Ines Invite');
  await panel(page).getByLabel('Country code').fill('1');
  await panel(page).getByLabel('Phone').fill('202 555 0123');
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  await expect(panel(page).getByRole('status')).toContainText('Added Ines Invite');

  const stored = await emulator.item(item.id);
  const members = stored.members as { type: string; userId?: string; groupId?: string; phone?: string; status: string }[];
  expect(members.map((m) => [m.type, m.userId ?? m.groupId ?? m.phone, m.status]).sort()).toEqual([
    ['GROUP', group, 'ASSIGNED'],
    ['INVITE', '2025550123', 'ASSIGNED'],
    ['USER', person.id, 'ASSIGNED'],
  ]);
  await expect(page.getByRole('list', { name: 'People on this item' })).toContainText(person.fullName);
  await expect(page.getByRole('list', { name: 'People on this item' })).toContainText('Ines Invite');
});

test('when the service refuses one of several people, the panel says exactly which', async ({ page }) => {
  const item = await openItem(page, 'Half', 27);
  await emulator.faults({ failNext: [{ method: 'POST', path: `^/connect/calendar-items/${item.id}/members$`, status: 503, count: 1 }] });
  for (const person of people.slice(1, 3)) {
    await panel(page).getByLabel('Search people by name or title').fill(person.fullName);
    await panel(page).getByRole('option', { name: new RegExp(person.fullName) }).click();
  }
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  const results = panel(page).getByRole('status');
  await expect(results).toContainText('1 of 2 added; 1 not added');
  await expect(results).toContainText(`${people[1]!.fullName}: not added`);
  await expect(results).toContainText(`${people[2]!.fullName}: added`);
  expect((await emulator.item(item.id)).members.map((m) => m.userId)).toEqual([people[2]!.id]);
});

test('asks to join on a worker’s behalf, then removes a person after confirming', async ({ page }) => {
  const item = await openItem(page, 'On behalf', 28);
  const worker = people[3]!;
  await page.getByText('Ask to join on a worker’s behalf').click();
  const group = page.getByRole('group', { name: "Ask on a worker's behalf" });
  await group.getByLabel('Search people by name or title').fill(worker.fullName);
  await group.getByRole('option', { name: new RegExp(worker.fullName) }).click();
  await group.getByRole('button', { name: 'Send join request' }).click();
  await expect.poll(async () => (await emulator.item(item.id)).members.map((m) => [m.userId, m.status])).toEqual([[worker.id, 'ADDITION_REQUESTED']]);

  const list = page.getByRole('list', { name: 'People on this item' });
  await expect(list).toContainText('Asked to join');
  await list.getByRole('button', { name: `Remove ${worker.fullName}` }).click();
  expect((await emulator.item(item.id)).members).toHaveLength(1);
  await list.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`Removed ${worker.fullName}`)).toBeVisible();
  const after = await emulator.item(item.id);
  expect(after.members.filter((m) => m.status !== 'DELETED').map((m) => m.userId)).not.toContain(worker.id);
});
