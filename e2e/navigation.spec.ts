import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { storageStateOf } from './support/roles';

// Navigation and errors (issue 13, part 11, with focus from part 9 and the phone view of part 10):
// real 404s, a failed read said in time, Back through weeks and views, the open item in the URL,
// and where focus goes when the drawer closes. A quiet fortnight of Harbour Café (Europe/London,
// UTC+0 in March before the 28th).
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-03-03';
const mar = (day: number, hour: number) => Date.UTC(2027, 2, day, hour);
/** A well-formed int64 the emulator never hands out. */
const UNKNOWN_ID = '1234567890123456789';

let organizationId: string;
let enterpriseId: string;
test.beforeAll(async () => {
  const seed = await emulator.seed();
  organizationId = seed.organizations[0]!.id;
  enterpriseId = seed.enterprise.id;
});
test.afterEach(async () => {
  await emulator.release();
  await emulator.clearFaults();
});

async function shiftAt(name: string, start: number, end: number): Promise<EmulatorItem> {
  return emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `${name} ${Date.now() % 100000}`, start, end, timeZoneName: 'Europe/London' });
}

/** Opens an item's drawer from the keyboard: focus its event, press Enter. */
async function openByKeyboard(page: Page, item: EmulatorItem) {
  await eventOf(page, item.id).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: item.name! })).toBeVisible();
}

// includeHidden: on a phone the view buttons are folded behind "View and filters".
const viewPressed = (page: Page, view: string) => expect(page.getByRole('group', { name: 'View', includeHidden: true }).getByRole('button', { name: view, includeHidden: true })).toHaveAttribute('aria-pressed', 'true');

const badPaths = [
  '/organizations/abc/schedule',
  `/organizations/${UNKNOWN_ID}/schedule`,
  `/organizations/${UNKNOWN_ID}/members`,
  `/organizations/${UNKNOWN_ID}/requests`,
  `/organizations/${UNKNOWN_ID}`,
  '/enterprises/abc',
  `/enterprises/${UNKNOWN_ID}`,
];

// One page walks through the bad addresses (one browser context, one cache: a fresh context per
// address cost a cold load each).
test(`a bad or unknown id answers 404 with one message and no actions: ${badPaths.join(', ')}`, async ({ page }) => {
  for (const path of badPaths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Not found' })).toBeVisible();
      // Nothing of the page it pretended to be: no schedule, no New item, no second error.
      await expect(main.getByRole('button')).toHaveCount(0);
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expect(main.getByRole('heading')).toHaveCount(1);
    });
  }
});

// HTTP answers only: no browser.
test('the item route answers 404 for a malformed or unknown item, and a known organization and enterprise still open', async ({ request }) => {
  for (const id of ['abc', UNKNOWN_ID]) {
    const response = await request.get(`/api/organizations/${organizationId}/calendar-items/${id}`);
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: { kind: string } }).error.kind).toBe('not_found');
  }
  // Not followed: a redirect to the sign-in page would answer 200 too.
  for (const path of [`/organizations/${organizationId}/members`, `/enterprises/${enterpriseId}`]) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test('a failing schedule read says so once the retries are spent, and Try again reads it', async ({ page }) => {
  const item = await shiftAt('Back again', mar(2, 9), mar(2, 12));
  // Every read of the range fails, the route's own retries included.
  await emulator.faults({ failNext: [{ method: 'GET', path: `^/connect/organizations/${organizationId}/calendar-items`, status: 503, count: 100 }] });
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const problem = page.getByRole('alert').filter({ hasText: 'The schedule could not be loaded' });
  // The promise: said within 5 s (no more "Loading the schedule…" for 16 s).
  await expect(problem).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Loading the schedule…')).toHaveCount(0);

  await emulator.clearFaults();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(eventOf(page, item.id)).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('Back returns through a view change and two weeks', async ({ page }) => {
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  // The toolbar's title names the range shown.
  const heading = page.locator('h2[aria-live="polite"]');
  const first = await heading.textContent();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/date=2027-03-10/);
  const second = await heading.textContent();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/date=2027-03-17/);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Month' }).click();
  await viewPressed(page, 'Month');
  // A filter refines the entry it is on, it is not a step of its own.
  await page.getByRole('checkbox', { name: 'Meeting', exact: true }).uncheck();
  await expect(page).toHaveURL(/types=/);

  await page.goBack();
  await viewPressed(page, 'Week');
  await expect(page).toHaveURL(/view=week&date=2027-03-17/);
  await page.goBack();
  await expect(page).toHaveURL(/date=2027-03-10/);
  await expect(heading).toHaveText(second!);
  await page.goBack();
  await expect(page).toHaveURL(/date=2027-03-03/);
  await expect(heading).toHaveText(first!);
  await page.goForward();
  await expect(page).toHaveURL(/date=2027-03-10/);
  await expect(heading).toHaveText(second!);
});

test.describe('the open item', () => {
  test('is in the URL: a reload reopens it, closing removes it, and focus returns to its event', async ({ page }) => {
    const item = await shiftAt('Linked', mar(3, 9), mar(3, 12));
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    await openByKeyboard(page, item);
    await expect(page).toHaveURL(new RegExp(`[?&]item=${item.id}`));

    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { name: item.name! })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    // Opened by the link, not from an event: focus goes to the item's event all the same.
    await expect(eventOf(page, item.id)).toBeFocused();
  });

  test('Back, Escape and the close button close it with focus back on the event', async ({ page }) => {
    const item = await shiftAt('Focus', mar(4, 9), mar(4, 12));
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    const event = eventOf(page, item.id);

    await openByKeyboard(page, item);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/view=week&date=2027-03-03/);
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    await expect(event).toBeFocused();

    await openByKeyboard(page, item);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(event).toBeFocused();
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    // Closing went Back to the entry the opening pushed (no copy of the week): Forward reopens it.
    await page.goForward();
    await expect(page.getByRole('dialog').getByRole('heading', { name: item.name! })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(event).toBeFocused();
  });

  test('after a delete, focus moves to the toolbar, not the page body', async ({ page }) => {
    const item = await shiftAt('Doomed', mar(5, 9), mar(5, 12));
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    await openByKeyboard(page, item);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Delete item' }).focus();
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Yes, delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(eventOf(page, item.id)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Today' })).toBeFocused();
  });

  test('an unknown item in the URL says so in the drawer', async ({ page }) => {
    await page.goto(`/organizations/${organizationId}/schedule?view=week&date=${QUIET_WEEK}&item=${UNKNOWN_ID}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('alert')).toContainText('This item could not be loaded');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the schedule opens in the list unless the URL names a view', async ({ page }) => {
    // The list runs seven days from the link's date (Wednesday 3 March): Thursday's item is in it.
    const item = await shiftAt('Phone', mar(4, 14), mar(4, 16));
    await page.goto(`/organizations/${organizationId}/schedule?date=${QUIET_WEEK}`);
    await viewPressed(page, 'List');
    await expect(page).toHaveURL(/view=list/);
    await expect(eventOf(page, item.id)).toBeVisible();
    // A link that names the week keeps it.
    await openSchedule(page, organizationId, { view: 'week', date: QUIET_WEEK });
    await viewPressed(page, 'Week');
  });
});

test.describe('ids', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('are behind a Copy id control, in headers, tables and the drawer, never shown raw', async ({ page }) => {
    const seed = await emulator.seed();
    const organization = seed.organizations[0]!;
    const noRawIds = async () => expect(await page.getByRole('main').innerText()).not.toMatch(/\d{16,19}/);

    await page.goto(`/enterprises/${enterpriseId}`);
    await expect(page.getByRole('button', { name: `Copy id of ${seed.enterprise.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Copy id of ${organization.name}` })).toBeVisible();
    await noRawIds();

    await page.goto(`/organizations/${organization.id}/members`);
    const copy = page.getByRole('button', { name: `Copy id of ${organization.name}` });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(organization.id);
    const member = seed.users.find((user) => user.organizationIds.includes(organization.id))!;
    await page.getByRole('button', { name: `Copy id of ${member.fullName}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member.id);
    await noRawIds();

    const item = await shiftAt('Copied', mar(6, 9), mar(6, 12));
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    await openByKeyboard(page, item);
    await page.getByRole('dialog').getByRole('button', { name: `Copy id of ${item.name}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(item.id);
    await noRawIds();
  });
});

test('where the browser has no clipboard (a page not on https), Copy id shows the id to select instead', async ({ page }) => {
  const organization = (await emulator.seed()).organizations[0]!;
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.goto(`/organizations/${organization.id}/members`);
  await page.getByRole('button', { name: `Copy id of ${organization.name}` }).click();
  await expect(page.getByRole('main').getByText(organization.id, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toHaveCount(1);
});
