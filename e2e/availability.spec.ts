import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterRowOf } from './support/roster';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 26, point 2: a scheduler edits a person's availability from the roster's person row (bad
// input refused next to the field, then saved and read back), and "Learn from history" proposes
// the person's usual week from the last 8 weeks. The rules, the read and the audit are unit and
// component tests (lib/availability, components/availability); this is the journey, one page load.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';

test('availability from the roster: refused next to the field, saved, read back; learn from history proposes Tuesdays', async ({ page }) => {
  // The last person of the organization works 09:00–17:00 every Tuesday of the 8 weeks before this one.
  const person = place.people.at(-1)!;
  const today = Temporal.Now.plainDateISO(zone);
  const thisMonday = today.subtract({ days: today.dayOfWeek - 1 });
  for (let week = 1; week <= 8; week++) {
    const tuesday = thisMonday.subtract({ weeks: week }).add({ days: 1 });
    const at = (hour: number) => tuesday.toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
    await create('MULTI_ASSIGNEE_SHIFT', 'History', at(9), at(17), person.id);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/organizations/${place.organizationId}/roster`);
  const row = await rosterRowOf(page, person.id);
  await row.getByRole('button', { name: `Availability of ${person.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Availability of ${person.fullName}` });
  const form = dialog.getByRole('form', { name: `Availability of ${person.fullName}` });

  // Friday 17:00 to 09:00 without "Ends next day": refused next to the To field, nothing saved.
  await form.getByRole('button', { name: 'Add a window' }).click();
  await form.getByLabel('Day 1').selectOption('Friday');
  await form.getByLabel('From 1').fill('17:00');
  await form.getByLabel('To 1').fill('09:00');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByLabel('To 1')).toHaveAccessibleDescription('Ends after it starts, or tick “Ends next day”');
  await expectNoSeriousViolations(page, 'availability dialog with an error @1440', { include: 'dialog' });
  await screenshotIfAsked(page, 'availability-1440');

  await form.getByLabel('Ends next day').check();
  await form.getByRole('button', { name: 'Learn from history' }).click();
  const proposal = form.getByRole('status');
  await expect(proposal).toContainText('Usual week over the last 8 weeks: Tuesday');
  await expect(proposal).toContainText('starts 09:00');
  await expect(proposal).toContainText(/Matches \d of 8 weeks/);
  await form.getByRole('button', { name: 'Use this' }).click();
  await form.getByLabel('Maximum hours a week').fill('40');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByText('Saved')).toBeVisible();

  // Read back: closed and opened again, the form shows what was saved.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: `Availability of ${person.fullName}` }).click();
  await expect(form.getByLabel('To 1')).toHaveValue('09:00');
  await expect(form.getByLabel('Ends next day')).toBeChecked();
  await expect(form.getByRole('group', { name: 'Preferred days' }).getByLabel('Tuesday')).toBeChecked();
  await expect(form.getByLabel('Maximum hours a week')).toHaveValue('40');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'availability dialog @390', { include: 'dialog' });
  await screenshotIfAsked(page, 'availability-390');
});
