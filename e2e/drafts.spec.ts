import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { eventOf, openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Plan in draft, publish once (issue 26, point 4), the journey: a draft opened on next week, last
// week copied into it, a live item moved by keyboard in it; nothing reaches the product until
// Publish (progress, then done), read back from the emulator; Undo publish takes back exactly that.
// axe and no sideways overflow on the page with the draft bar at 1440 and 390 px.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
// A random week of 2032–2035 per run, so a retry starts from empty weeks.
const last = Temporal.PlainDate.from('2032-01-05').add({ weeks: 4 * Math.floor(Math.random() * 50) });
const next = last.add({ weeks: 1 });
const at = (monday: Temporal.PlainDate, day: number, hour: number, minute = 0) => monday.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour, minute } }).epochMilliseconds;
const weekItems = (monday: Temporal.PlainDate) => emulator.items(place.organizationId, at(monday, 0, 0), at(monday, 7, 0) - 1);

async function looksRight(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
  // The page's content (the shared toaster's own contrast is not this feature's: see the report).
  await expectNoSeriousViolations(page, `schedule with the draft bar at ${width} px`, { include: 'main' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await screenshotIfAsked(page, `draft-bar-${width}`);
}

test('a draft: last week copied in, moves by keyboard (a live item and the new one), published with progress, read back live, Undo publish', async ({ page }) => {
  const [ann] = place.people;
  await create('MULTI_ASSIGNEE_SHIFT', 'Draft copied morning', at(last, 0, 9), at(last, 0, 13), ann!.id);
  const nudged = await create('MEETING', 'Draft nudged huddle', at(next, 1, 15), at(next, 1, 16));

  await openSchedule(page, place.organizationId, { date: next.toString(), tz: zone });
  const bar = page.getByRole('region', { name: 'Draft' });
  await bar.getByRole('button', { name: 'Plan in draft' }).click();
  await expect(bar.getByTestId('draft-summary')).toHaveText('Draft: 0 changes');

  // Copy: into the draft by default, last week onto this one.
  await page.getByRole('button', { name: 'Copy…' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to another week or day' });
  await expect(copy.getByLabel('Into the draft (the team sees nothing until it is published)')).toBeChecked();
  await expect(copy.getByLabel('To the week of')).toHaveValue(next.toString());
  await copy.getByRole('button', { name: 'Preview' }).click();
  await copy.getByRole('button', { name: 'Copy 1 item into the draft' }).click();
  await expect(copy).toBeHidden();
  await expect(bar.getByTestId('draft-summary')).toHaveText('Draft: 2 changes: 1 new item, 1 assignment');
  const drafted = page.locator('[data-draft-mark="draft-new"]');
  await expect(drafted).toHaveCount(1);
  await expect(drafted).toContainText('Draft copied morning');
  expect((await weekItems(next)).map((i) => i.name)).toEqual(['Draft nudged huddle']);

  // A move by keyboard goes into the draft: marked, the live item untouched.
  await eventOf(page, nudged.id).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText(/^Moved “Draft nudged huddle” to .*15:15 – 16:15 \(in the draft\)$/).last()).toBeVisible();
  await expect(eventOf(page, nudged.id)).toHaveAttribute('data-draft-mark', 'draft-changed');
  await expect(bar.getByTestId('draft-summary')).toHaveText('Draft: 3 changes: 1 new item, 1 move, 1 assignment');
  expect((await emulator.item(nudged.id)).start).toBe(at(next, 1, 15));
  // The new item opens from the draft (nothing asked of the service) and moves by keyboard too (by
  // its local key): still one new item, published where it went.
  await drafted.click();
  const newOne = page.getByRole('dialog', { name: 'Draft copied morning' });
  await expect(newOne.getByText('New in the draft', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(newOne).toBeHidden();
  await drafted.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText(/^Moved “Draft copied morning” to .*09:15 – 13:15 \(in the draft\)$/).last()).toBeVisible();
  await expect(bar.getByTestId('draft-summary')).toHaveText('Draft: 3 changes: 1 new item, 1 move, 1 assignment');
  await looksRight(page, 1440);
  await looksRight(page, 390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Publish asks first, then shows its progress until done.
  await bar.getByRole('button', { name: 'Publish…' }).click();
  await page.getByRole('dialog', { name: 'Publish the draft?' }).getByRole('button', { name: 'Publish 3 changes' }).click();
  const progress = bar.getByTestId('publish-progress');
  await expect(progress).toHaveAttribute('data-state', 'published', { timeout: 30_000 });
  await expect(progress.getByRole('status')).toHaveText('3 done · 0 skipped · 0 conflicts');
  await screenshotIfAsked(page, 'draft-published-1440');

  // Read back live: the copy with Ann on it, the move made.
  const published = (await weekItems(next)).find((i) => i.name === 'Draft copied morning');
  expect(published).toMatchObject({ start: at(next, 0, 9, 15), end: at(next, 0, 13, 15) });
  expect(published!.members).toEqual([expect.objectContaining({ userId: ann!.id, status: 'ASSIGNED' })]);
  expect((await emulator.item(nudged.id)).start).toBe(at(next, 1, 15, 15));
  await expect(eventOf(page, published!.id)).toBeVisible();

  // Undo publish asks first, then takes back exactly what was published.
  await progress.getByRole('button', { name: 'Undo publish…' }).click();
  await bar.getByRole('alertdialog', { name: 'Undo this publish?' }).getByRole('button', { name: 'Undo publish' }).click();
  await expect(progress).toHaveAttribute('data-state', 'undone', { timeout: 30_000 });
  await expect.poll(async () => (await weekItems(next)).map((i) => [i.name, i.start])).toEqual([['Draft nudged huddle', at(next, 1, 15)]]);
});
