import { expect, test } from './support/test';
import { openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';
import { expectDateTime } from './support/date-time';

// The New item dialog on the schedule page: it opens on the shown week and gives focus back, and a
// text selection that ends outside it is not a click on the backdrop. Closing with something typed
// asks first: components/ui/dialog.test.tsx and components/schedule/create-item-dialog.test.tsx.
test.use({ storageState: storageStateOf('scheduler') });

let organizationId: string;
test.beforeAll(async () => {
  organizationId = (await emulator.seed()).organizations[0]!.id;
});

async function openNewItem(page: import('@playwright/test').Page) {
  await openSchedule(page, organizationId, { date: '2027-05-12' });
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Focus on Name and the discard question are in components/schedule/create-item-dialog.test.tsx and
// components/ui/dialog.test.tsx. Kept here: the week the board hands the dialog, and that the
// dialog's untouched form does not count as typed (no component test opens and closes it so).
test('it opens on the shown week, not today, and an untouched form closes at once', async ({ page }) => {
  const dialog = await openNewItem(page);
  // Monday of the shown week (10 May 2027), 09:00 in London.
  await expectDateTime(dialog, 'Starts', '2027-05-10', '09:00');
  await expectDateTime(dialog, 'Ends', '2027-05-10', '10:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'New item' })).toBeFocused();
});

test('selecting text and letting go outside the dialog does not close it', async ({ page }) => {
  const dialog = await openNewItem(page);
  const name = dialog.getByLabel('Name');
  await name.fill('Selected by mouse');
  const box = (await name.boundingBox())!;
  await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(2, box.y + box.height / 2, { steps: 8 }); // out over the backdrop
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alertdialog')).toHaveCount(0);
  await expect(name).toHaveValue('Selected by mouse');
});
