import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

test.use({ storageState: storageStateOf('scheduler') });

test('browse enterprise -> organization -> members with names, titles and avatars', async ({ page }) => {
  const seed = await emulator.seed();
  const organization = seed.organizations[0]!;

  await page.goto('/');
  await page.getByRole('link', { name: seed.enterprise.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/enterprises/${seed.enterprise.id}$`));
  await expect(page.getByRole('heading', { name: seed.enterprise.name })).toBeVisible();

  // Every organization of the enterprise is listed, by its display name.
  for (const org of seed.organizations) {
    await expect(page.getByRole('main').getByRole('link', { name: org.name })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: organization.name }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}/members$`));

  // Only the rows in view are drawn; the search box finds anyone.
  const member = seed.users.find((user) => user.organizationIds.includes(organization.id))!;
  await page.getByRole('searchbox', { name: 'Search members by name or title' }).fill(member.fullName);
  const row = page.getByRole('row', { name: new RegExp(member.fullName) });
  await expect(row).toBeVisible();

  // Avatars come through the dashboard's proxy and are real images.
  const avatar = row.getByRole('img', { name: member.fullName });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await avatar.getAttribute('src')).toMatch(/^\/api\/assets\/\d{1,19}$/);
});

test('a picture is kept a year by the browser and revalidated by its id, without asking the service', async ({ page }) => {
  const organization = (await emulator.seed()).organizations[0]!;
  await page.goto(`/organizations/${organization.id}/members`);
  const src = (await page.getByRole('main').locator('img[src^="/api/assets/"]').first().getAttribute('src'))!;
  const publicId = src.split('/').at(-1)!;

  const first = await page.request.get(src);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
  const etag = first.headers()['etag']!;
  expect(etag).toContain(publicId);

  const before = await emulator.callsNaming(publicId);
  const again = await page.request.get(src, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect(await emulator.callsNaming(publicId)).toBe(before);

  // Another picture's tag is not this one's: the picture is sent.
  const other = await page.request.get(src, { headers: { 'if-none-match': '"asset-1"' } });
  expect(other.status()).toBe(200);
  expect(await emulator.callsNaming(publicId)).toBe(before + 1);
});

test('members: only the rows in view are drawn, the table knows how many there are, and scrolling reaches the last person', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const seed = await emulator.seed();
  const organization = seed.organizations[0]!;
  const names = seed.users.filter((user) => user.organizationIds.includes(organization.id)).map((user) => user.fullName);
  const sorted = [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);
  await page.goto(`/organizations/${organization.id}/members`);

  const table = page.getByRole('table', { name: 'Members of this organization' });
  await expect(table).toHaveAttribute('aria-rowcount', String(names.length + 1));
  const drawn = page.locator('[data-member-row]');
  await expect(drawn.first()).toContainText(sorted[0]!);
  await expect.poll(() => drawn.count()).toBeLessThan(names.length); // once hydrated: the proof that it is virtualized
  await expect(page.getByRole('row', { name: new RegExp(sorted.at(-1)!) })).toHaveCount(0);

  // By keyboard: the table's scroll area takes focus and End goes to the bottom.
  await page.getByRole('region', { name: 'Members of this organization' }).focus();
  await page.keyboard.press('End');
  const last = page.getByRole('row', { name: new RegExp(sorted.at(-1)!) });
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-rowindex', String(names.length + 1));
});

test('an id that is not an int64 gets a not-found page, not a crash', async ({ page }) => {
  for (const path of ['/organizations/abc/members', '/organizations/99999999999999999999/members', '/enterprises/-1']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  }
});

test('the avatar proxy needs a session', async ({ playwright }) => {
  const seed = await emulator.seed();
  // An explicit empty state: a new request context would otherwise inherit the file's signed-in one.
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  const response = await anonymous.get(`/api/assets/${seed.users[0]!.id}`);
  expect(response.status()).toBe(401);
  await anonymous.dispose();
});

test('an upstream failure says what happened and offers a retry that works once the service is back', async ({ page }) => {
  const seed = await emulator.seed();
  const organization = seed.organizations[1]!;
  // Fail every member-list read, retries included (a GET is tried three times).
  await emulator.faults({ failNext: [{ method: 'GET', path: `/connect/organizations/${organization.id}/members$`, status: 503, count: 3 }] });
  try {
    await page.goto(`/organizations/${organization.id}/members`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('The service cannot be reached');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Try again in a moment');
    await page.getByRole('button', { name: 'Try again' }).click();
    const members = seed.users.filter((user) => user.organizationIds.includes(organization.id));
    await expect(page.getByTestId('member-count')).toHaveText(`${members.length} members`);
    await expect(page.locator('[data-member-row]').first()).toBeVisible();
  } finally {
    await emulator.clearFaults();
  }
});

test('shell links prefetch their page on hover, not as soon as they are on screen', async ({ page }) => {
  const organization = (await emulator.seed()).organizations[0]!;
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto(`/organizations/${organization.id}/schedule`);
  // Hydrated (a wait, as in openSchedule: hydrating takes longer than 10 s on a loaded machine).
  await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // Next queues a prefetch of every visible link right after hydration, so any would be sent before
  // the hover's: the hover's prefetch is the definite later event, and it is the only one.
  const members = `/organizations/${organization.id}/members`;
  await page.getByRole('navigation', { name: 'Organization sections' }).getByRole('link', { name: 'Members' }).hover();
  await expect.poll(() => prefetches).toContain(members);
  expect(prefetches.filter((path) => path !== members), 'pages prefetched without a hover').toEqual([]);
});
