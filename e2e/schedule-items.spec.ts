import { expect, test } from './support/test';
import { dragEvent, eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { storageStateOf } from './support/roles';
import { fillDateTime } from './support/date-time';

// Creating against other answer shapes, the item drawer (edit, unset, delete) and the audit trail
// of schedule writes. Works in a quiet week of Harbour Café (Europe/London, UTC+0 in January).
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-01-20';
const jan = (day: number, hour: number) => Date.UTC(2027, 0, day, hour);

let organizationId: string;
test.beforeAll(async () => {
  organizationId = (await emulator.seed()).organizations[0]!.id;
});
test.afterEach(async () => {
  await emulator.clearFaults();
  await emulator.behaviour({ createResponse: 'item' });
});

async function meetingAt(name: string, start: number, end: number): Promise<EmulatorItem> {
  return emulator.createItem({ organizationId, type: 'MEETING', name: `${name} ${Date.now() % 100000}`, notes: 'Bring the rota', start, end, timeZoneName: 'Europe/London' });
}

async function fillNewItem(page: import('@playwright/test').Page, name: string, day: number) {
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await dialog.getByLabel('Meeting', { exact: true }).check();
  await dialog.getByLabel('Name').fill(name);
  await fillDateTime(dialog, 'Starts', `2027-01-${day}T14:00`);
  await fillDateTime(dialog, 'Ends', `2027-01-${day}T15:00`);
  return dialog;
}

test('creates an item when the service answers the create with an empty body', async ({ page }) => {
  await emulator.behaviour({ createResponse: 'empty' });
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const name = `Empty answer ${Date.now() % 100000}`;
  const dialog = await fillNewItem(page, name, 19);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const event = page.locator('[data-item-id]', { hasText: name });
  await expect(event).toBeVisible();
  expect(await emulator.item((await event.getAttribute('data-item-id'))!)).toMatchObject({ name, type: 'MEETING', start: jan(19, 14) });
});

test('a create the service refuses (405) is explained on the form, and what was typed is kept', async ({ page }) => {
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await emulator.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 405, count: 1 }] });
  const name = `Refused ${Date.now() % 100000}`;
  const dialog = await fillNewItem(page, name, 21);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not created');
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  // Sending again once the service accepts creates exactly one item.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-item-id]', { hasText: name })).toHaveCount(1);
});

test('the drawer edits name, status and mute, and clearing the notes unsets them', async ({ page }) => {
  const item = await meetingAt('Edit me', jan(20, 9), jan(20, 10));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await eventOf(page, item.id).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Bring the rota');
  await expect(drawer).toContainText('Europe/London');

  const form = drawer.getByRole('form', { name: 'Edit item' });
  await form.getByLabel('Name').fill('Edited name');
  await form.getByLabel('Notes').fill('');
  await form.getByLabel('Status').selectOption('CANCELLED');
  await form.getByLabel('Mute assignment notifications').check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await expect.poll(async () => (await emulator.item(item.id)).name).toBe('Edited name');
  const stored = (await emulator.item(item.id)) as EmulatorItem & { notes: string | null; muteAssignmentNotifications: boolean };
  expect([stored.notes, stored.status, stored.muteAssignmentNotifications, stored.start]).toEqual([null, 'CANCELLED', true, jan(20, 9)]);
  await expect(eventOf(page, item.id)).toContainText('Edited name');
});

test('delete asks first, then the item is gone from the calendar and marked deleted', async ({ page }) => {
  const item = await meetingAt('Delete me', jan(21, 9), jan(21, 10));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await eventOf(page, item.id).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Delete item' }).click();
  await expect(drawer.getByText('Delete this item for everyone?')).toBeVisible();
  expect((await emulator.item(item.id)).deleted).toBe(false);
  await drawer.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(drawer).toBeHidden();
  await expect(eventOf(page, item.id)).toHaveCount(0);
  expect((await emulator.item(item.id)).deleted).toBe(true);
});

test('a move is in the audit log with the item before and after', async ({ page, browser, watch }) => {
  const item = await meetingAt('Audited', jan(23, 9), jan(23, 10));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await dragEvent(page, item.id, { slots: 2 });
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(jan(23, 10));

  const admin = await browser.newContext({ storageState: storageStateOf('admin') });
  await watch.watch(admin);
  const auditPage = await admin.newPage();
  await auditPage.goto('/audit?action=calendar_item.moved');
  // The item's id is behind the row's Copy id button.
  const row = auditPage.getByRole('row').filter({ has: auditPage.locator(`button[title="${item.id}"]`) }).first();
  await expect(row).toContainText('scheduler@example.com');
  await row.getByRole('button', { name: /details/i }).click();
  const details = auditPage.getByText('"2027-01-23T09:00:00.000Z"').first();
  await expect(details).toBeVisible();
  await expect(auditPage.getByText('"2027-01-23T10:00:00.000Z"').first()).toBeVisible();
  await admin.close();
});
