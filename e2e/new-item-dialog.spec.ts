import { expect, test } from './support/test';
import { openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// The New item dialog never loses what was typed: closing it with something typed asks first
// (Escape, Cancel, the close button, the backdrop), a text selection that ends outside it is not
// a click on the backdrop; it opens on the shown week with focus on Name, and gives focus back.
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

test('it opens on the shown week, not today, with focus on Name, and an untouched form closes at once', async ({ page }) => {
  const dialog = await openNewItem(page);
  // Monday of the shown week (10 May 2027), 09:00 in London.
  await expect(dialog.getByLabel('Starts')).toHaveValue('2027-05-10T09:00');
  await expect(dialog.getByLabel('Ends')).toHaveValue('2027-05-10T10:00');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'New item' })).toBeFocused();
});

test('with something typed, Escape, Cancel, the close button and the backdrop ask first; keeping goes on editing', async ({ page }) => {
  const dialog = await openNewItem(page);
  await dialog.getByLabel('Name').fill('Half-typed shift');
  const prompt = dialog.getByRole('alertdialog', { name: 'Discard changes?' });

  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await prompt.getByRole('button', { name: 'Keep editing' }).press('Enter');
  await expect(prompt).toBeHidden();
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed shift');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape'); // Escape on the question keeps editing
  await expect(prompt).toBeHidden();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();

  await page.mouse.click(5, 450); // the backdrop, left of the dialog
  await expect(prompt).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed shift');
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
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
