import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { eventOf, openSchedule } from './support/calendar';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterRowOf } from './support/roster';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 26, point 1: positions edited in Settings (bad and taken names refused next to the field)
// and on a person from the roster's person row; an item requires one from its drawer, and the
// picker marks whoever may not work it. The rules, suggestions, ranking and audit are unit and
// component tests (lib/positions, components/positions, lib/staffing); this is the journey.
test.use({ storageState: storageStateOf('admin') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';

test('positions: refused and added in Settings, given to a person, required by an item; the picker marks who may not work it', async ({ page }) => {
  test.slow(); // three pages and three axe runs on a busy machine
  const name = `Medic ${Date.now() % 100_000}`;
  const [medic, other] = [place.people.at(-1)!, place.people.at(-2)!];

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings');
  const editor = page.getByTestId(`positions-${place.organizationId}`);
  const add = editor.getByRole('form', { name: 'New position' });
  await add.getByRole('button', { name: 'Add position' }).click();
  await expect(add.getByLabel('New position')).toHaveAccessibleDescription('Enter a name');
  await add.getByLabel('New position').fill(name);
  await add.getByRole('button', { name: 'Add position' }).click();
  await expect(editor.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await add.getByLabel('New position').fill(name.toUpperCase());
  await add.getByRole('button', { name: 'Add position' }).click();
  await expect(add.getByLabel('New position')).toHaveAccessibleDescription(`“${name}” already exists`);
  await expectNoSeriousViolations(page, 'positions in settings @1440', { include: `[data-testid="positions-${place.organizationId}"]` });
  await screenshotIfAsked(page, 'positions-settings-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => editor.evaluate((el) => [el.getBoundingClientRect().right <= 390, el.scrollWidth <= el.clientWidth])).toEqual([true, true]);
  await screenshotIfAsked(page, 'positions-settings-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The person may work it, from the roster's person row.
  await page.goto(`/organizations/${place.organizationId}/roster`);
  const row = await rosterRowOf(page, medic.id);
  await row.getByRole('button', { name: `Positions of ${medic.fullName}` }).click();
  const form = page.getByRole('dialog', { name: `Positions of ${medic.fullName}` }).getByRole('form', { name: `Positions of ${medic.fullName}` });
  await form.getByLabel(name).check();
  await form.getByRole('button', { name: 'Save positions' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  await expectNoSeriousViolations(page, 'person positions dialog @1440', { include: 'dialog' });
  await screenshotIfAsked(page, 'positions-person-1440');

  // An item requires it (from the drawer); the picker lists the medic first and marks the other person.
  const day = Temporal.Now.plainDateISO(zone).add({ days: 2 });
  const at = (hour: number) => day.toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
  const item = await create('MULTI_ASSIGNEE_SHIFT', `Ward round ${Date.now() % 100_000}`, at(9), at(13));
  await openSchedule(page, place.organizationId, { date: day.toString() });
  await eventOf(page, item.id).click();
  const required = page.getByRole('form', { name: 'Required position' });
  await required.getByLabel('Requires position').selectOption({ label: name });
  await required.getByRole('button', { name: 'Save' }).click();
  await expect(required.getByText('Saved')).toBeVisible();
  const panel = page.getByRole('form', { name: 'Add people' });
  await panel.getByLabel('Search people by name or title').fill(other.fullName);
  await expect(panel.getByRole('option', { name: new RegExp(other.fullName) })).toContainText(`Not a ${name}`);
  await panel.getByLabel('Search people by name or title').fill(medic.fullName);
  await expect(panel.getByRole('option', { name: new RegExp(medic.fullName) })).not.toContainText('Not a');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, 'drawer with required position @390', { include: 'dialog' });
  await screenshotIfAsked(page, 'positions-drawer-390');
});
