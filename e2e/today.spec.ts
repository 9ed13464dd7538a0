import { expectHydrated } from './support/hydrated';
import { firstOrganizationOfFile } from './support/organization';
import { itemWithMembers, requestRowOf } from './support/requests';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Today on the home page, as a scheduler in the morning: a shift nobody holds in 3 hours, one that
// needs two and has one (its "needs 2" set in the drawer, shown "1 of 2"), and a request to join
// tomorrow's. Each shows in its section, the counts agree with the lines, and each link opens the
// place it is acted on, by mouse and by keyboard; the uncovered shift's Offer opens the offer form
// (keyboard use of it: components/today/today-board.test.tsx). (The rules themselves: lib/today/build-today.test.ts;
// axe and overflow at 390 px: the page walk's home page.)

test.use({ storageState: storageStateOf('scheduler') });
const org = firstOrganizationOfFile();
const HOUR = 3_600_000;
const zone = 'Europe/London';

test('Today lists the uncovered, the short-handed and the waiting, counts them, and each line opens where it is acted on', async ({ page }) => {
  const [ana, ben] = org.people;
  const now = Date.now();
  const gap = await itemWithMembers(org.organizationId, { name: 'Today gap', start: now + 3 * HOUR, end: now + 6 * HOUR, timeZoneName: zone }, {});
  const pair = await itemWithMembers(org.organizationId, { name: 'Today pair', start: now + 5 * HOUR, end: now + 9 * HOUR, timeZoneName: zone }, { [ana!.id]: 'ASSIGNED' });
  const ask = await itemWithMembers(org.organizationId, { name: 'Today ask', start: now + 26 * HOUR, end: now + 30 * HOUR, timeZoneName: zone }, { [ana!.id]: 'ASSIGNED', [ben!.id]: 'ADDITION_REQUESTED' });

  // "Needs 2" in the drawer: the drawer says "1 of 2".
  await page.goto(`/organizations/${org.organizationId}/schedule?view=day&item=${pair.id}`);
  const drawer = page.getByRole('dialog', { name: pair.name! });
  const needed = drawer.getByRole('form', { name: 'People needed' });
  await needed.getByLabel(/^People needed/).fill('0');
  await needed.getByRole('button', { name: 'Save' }).click();
  await expect(needed.getByLabel(/^People needed/)).toHaveAccessibleDescription('A whole number from 1 to 50');
  await needed.getByLabel(/^People needed/).fill('2');
  await needed.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('1 of 2 hold it')).toBeVisible();

  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page).toHaveTitle(/^Today/);
  const card = page.locator(`[data-today-organization="${org.organizationId}"]`);
  const line = (section: string, key: string) => card.locator(`[data-today-section="${section}"] [data-today-line="${key}"]`);
  await expect(line('uncovered', gap.id)).toContainText('Nobody on it');
  await expect(line('short', pair.id)).toContainText('1 of 2 people');
  await expect(line('requests', `${ask.id}:${ben!.id}`)).toContainText(`${ben!.fullName} asked to join`);
  // The count at the top is the number of lines that need the manager.
  const attention = await card.locator(':is([data-today-section="uncovered"], [data-today-section="short"], [data-today-section="requests"], [data-today-section="hours"], [data-today-section="rules"], [data-today-section="offers"]) [data-today-line]').count();
  await expect(page.getByTestId(`today-count-${org.organizationId}`)).toHaveText(String(attention));
  await screenshotIfAsked(page, 'today-1440');
  // Its links prefetch their page on hover, not on sight: a line each had the server render every
  // linked page while this one loaded. The hover's prefetch is the definite later event (browse.spec.ts).
  const requestLink = line('requests', `${ask.id}:${ben!.id}`).getByRole('link');
  const inbox = new URL((await requestLink.getAttribute('href'))!, page.url()).pathname;
  await requestLink.hover();
  await expect.poll(() => prefetches).toContain(inbox);
  expect(prefetches.filter((path) => path !== inbox), 'pages prefetched without a hover').toEqual([]);

  // "Offer" on the uncovered shift opens the drawer's offer form on it, people ranked by the server.
  await line('uncovered', gap.id).getByRole('button', { name: `Offer ${gap.name}` }).click();
  const offering = page.getByRole('dialog', { name: `Offer ${gap.name}` });
  await offering.getByRole('button', { name: 'Offer…' }).click();
  await expect(offering.getByRole('form', { name: 'Offer this shift' }).getByRole('list', { name: 'Who it goes to, in order' }).getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offering).toBeHidden();

  // The request opens the inbox on its day, with its row.
  await line('requests', `${ask.id}:${ben!.id}`).getByRole('link').click();
  await expect(requestRowOf(page, ask, ben!.id)).toBeVisible();
  await page.goBack();

  // One organization's view, then by keyboard alone: Tab to the uncovered shift, Enter opens it on the schedule.
  await page.getByRole('navigation', { name: 'Today by organization' }).getByRole('link', { name: new RegExp(org.organizationName) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?organization=${org.organizationId}$`));
  await expect(page.locator('[data-today-organization]')).toHaveCount(1);
  const gapLink = line('uncovered', gap.id).getByRole('link');
  for (let i = 0; i < 150 && !(await gapLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(gapLink).toBeFocused();
  await expect(gapLink).toHaveAccessibleDescription('Open the shift to assign someone or answer who asked');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/organizations/${org.organizationId}/schedule\\?.*item=${gap.id}`));
  await expect(page.getByRole('dialog', { name: gap.name! })).toBeVisible();

});
