import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoUsers } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';
import { E2E_APP_URL } from './support/servers';
import { expectTimeIn } from './support/zoned-times';
import { eventOf, openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { firstOrganization } from './support/organization';
import { itemWithMembers } from './support/requests';
import { cellsSpilling } from '@/test/support/cells-spilling';

// The admin audit log, against the real app, database and sign-in. Only ONE wrong password is
// tried (for the scheduler): the run's shared address slows down after 20 (test/support/demo-accounts.ts).

const UTC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;
const OUTCOME_COLUMN = 4;
const PAGE_SIZE = 50;

const entryRows = (page: Page) => page.locator('tbody tr[data-entry-id]');
const rowFor = (page: Page, action: string, email: string) => entryRows(page).filter({ hasText: action }).filter({ hasText: email });
const countBadge = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { name: 'Audit log' }) }).getByText(/\d+ entr(y|ies)/);

/** `2026-11-23 07:41:05 UTC` -> epoch ms. */
function parseUtc(text: string): number {
  return Date.parse(`${text.replace(' UTC', '').replace(' ', 'T')}Z`);
}

async function outcomesShown(page: Page): Promise<string[]> {
  return (await entryRows(page).locator(`td:nth-child(${OUTCOME_COLUMN + 1})`).allInnerTexts()).map((t) => t.trim());
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function entryIds(rows: Locator): Promise<number[]> {
  return (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-entry-id')))).map(Number);
}

test.describe('audit log, as an admin', () => {
  // A browser far from UTC: its zone is the one the log is shown in (entries belong to no organization).
  test.use({ storageState: storageStateOf('admin'), timezoneId: 'America/Los_Angeles' });

  test('a wrong password is listed as a failed sign-in, in words, with the email and the time in the browser’s zone', async ({ page, browser, watch }) => {
    const scheduler = demoUsers.scheduler.email;
    const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await watch.watch(anonymous);
    const startedAt = Math.floor(Date.now() / 1000) * 1000;
    let requestId = '';
    try {
      const signIn = await anonymous.newPage();
      await signIn.goto('/sign-in');
      await signIn.getByLabel('Email').fill(scheduler);
      await signIn.getByLabel('Password').fill('not-the-password-e2e');
      const answer = signIn.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/sign-in'));
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      requestId = (await answer).headers()['x-request-id'] ?? '';
      await expect(signIn.getByText('Email or password is wrong.')).toBeVisible();
    } finally {
      await anonymous.close();
    }
    const endedAt = Date.now();

    await page.goto('/audit?outcome=failure');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const row = rowFor(page, 'auth.sign_in_failed', scheduler);
    await expect(row).toHaveCount(1);
    expect(new Set(await outcomesShown(page))).toEqual(new Set(['failure']));

    await expect(row).toContainText('Failed to sign in');
    const time = row.locator('time');
    // The tooltip keeps the instant in UTC; the text is the browser's wall clock, its zone named.
    const utc = (await time.getAttribute('title')) ?? '';
    expect(utc).toMatch(UTC_TIME);
    expect(parseUtc(utc)).toBeGreaterThanOrEqual(startedAt);
    expect(parseUtc(utc)).toBeLessThanOrEqual(endedAt);
    await expectTimeIn(time, 'America/Los_Angeles');

    // The details say why, and the password tried is nowhere in them.
    const toggle = row.getByRole('button', { name: /Details of entry/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator('tr[data-entry-details]');
    await expect(details).toContainText('"reason": "wrong_password"');
    await expect(details).toContainText(scheduler);
    await expect(details).not.toContainText('not-the-password-e2e');
    // Where it came from: the client address and the id of the request (its log lines carry it too).
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(details.getByText('Client address')).toBeVisible();
    await expect(details).toContainText('127.0.0.1');
    await expect(details.getByText(requestId)).toBeVisible();
    await toggle.click();
    await expect(details).toHaveCount(0);
  });

  test("the admin's own sign-in is listed, and the sidebar leads to the log", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(rowFor(page, 'auth.signed_in', demoUsers.admin.email).first()).toBeVisible();

    await page.goto(`/audit?action=auth.signed_in&actor=${encodeURIComponent(demoUsers.admin.email)}`);
    const rows = entryRows(page);
    await expect(rows.first()).toBeVisible();
    expect(new Set(await rows.locator('td:nth-child(2)').allInnerTexts())).toEqual(new Set([demoUsers.admin.email]));
    expect(new Set(await outcomesShown(page))).toEqual(new Set(['success']));
    // The form shows the filters of the link it was opened with.
    await expect(page.getByLabel('Action')).toHaveValue('auth.signed_in');
    await expect(page.getByLabel('Actor email')).toHaveValue(demoUsers.admin.email);
  });

  test('a service id in the Target column sits behind Copy id, never shown raw', async ({ page }) => {
    const organizationId = (await emulator.seed()).organizations[0]!.id;
    const at = Date.UTC(2027, 5, 16, 9);
    const item = await emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `Audited ${Date.now() % 100000}`, start: at, end: at + 3 * 3600_000, timeZoneName: 'Europe/London' });
    await openSchedule(page, organizationId, { date: '2027-06-16' });
    await eventOf(page, item.id).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(async () => (await emulator.item(item.id)).start).toBe(at + 15 * 60_000);

    await page.goto('/audit?action=calendar_item.moved');
    const row = entryRows(page).filter({ has: page.locator(`button[title="${item.id}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Copy id of the target of entry \d+$/ })).toBeVisible();
    await expect(row).toContainText('calendar item');
    expect(await row.innerText()).not.toMatch(/\d{16,19}/);
  });

  test('a decision reads as a sentence (who, what, whose request, which item and when), kept as it was after a rename', async ({ page }) => {
    const { organizationId, people } = await firstOrganization();
    const worker = people[8]!;
    // Thu 26 Nov 2026, 19:00 in London (GMT).
    const night = await itemWithMembers(organizationId, { name: 'Night ward', start: Date.UTC(2026, 10, 26, 19), end: Date.UTC(2026, 10, 27, 7), timeZoneName: 'Europe/London' }, { [worker.id]: 'REPLACEMENT_REQUESTED' });
    const declined = await page.request.post(`/api/organizations/${organizationId}/requests/decline`, { data: { itemId: night.id, userId: worker.id }, headers: { origin: E2E_APP_URL } });
    expect(declined.status()).toBe(200);
    // Renamed afterwards, behind the dashboard's back: the log still says what it was called then.
    await emulator.patchItem(night.id, { name: 'Renamed later' });

    await page.goto('/audit?action=member.declined');
    const sentence = `${demoUsers.admin.email} declined ${worker.fullName}’s replacement request for ${night.name}, Thu 26 Nov 19:00`;
    const row = entryRows(page).filter({ hasText: sentence });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('Renamed later');

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Every cell's content stays inside its own cell (a clipped cell hides what it cuts).
      const spills = await row.locator('td').evaluateAll(cellsSpilling);
      expect(spills, `at ${width} px`).toEqual([]);
    }
  });

  test('the outcome filter changes the rows, the count and the link', async ({ page }) => {
    await page.goto('/audit');
    const all = await outcomesShown(page);
    expect(all).toContain('success');
    expect(all).toContain('failure');
    const allCount = await countBadge(page).innerText();

    await page.getByLabel('Outcome').selectOption('success');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/audit\?outcome=success$/);
    await expect(rowFor(page, 'auth.sign_in_failed', demoUsers.scheduler.email)).toHaveCount(0);
    expect(new Set(await outcomesShown(page))).toEqual(new Set(['success']));
    await expect(countBadge(page)).not.toHaveText(allCount);

    await page.getByLabel('Outcome').selectOption('failure');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/audit\?outcome=failure$/);
    await expect(rowFor(page, 'auth.sign_in_failed', demoUsers.scheduler.email)).toHaveCount(1);
    expect(new Set(await outcomesShown(page))).toEqual(new Set(['failure']));

    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByLabel('Outcome')).toHaveValue('');
    await expect(countBadge(page)).toHaveText(allCount);
  });

  test('bad values in the link are ignored with a note, never a crash', async ({ page }) => {
    const response = await page.goto('/audit?outcome=banana&before=abc&actor=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const note = page.getByRole('status').filter({ hasText: 'ignored' });
    await expect(note).toContainText('Outcome “banana” is not one of success, failure, refused.');
    await expect(note).toContainText('Page cursor “abc” is not an entry number.');
    await expect(note).toContainText('Actor “<script>alert(1)</script>” is not an email address.');
    // The good view is still shown: every entry, unfiltered.
    await expect(entryRows(page).first()).toBeVisible();
    expect(await outcomesShown(page)).toContain('failure');

    // A well-formed cursor past the oldest entry, and an action nobody did: empty, not broken.
    await page.goto('/audit?before=1');
    await expect(page.getByText('No older entries')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the newest' }).click();
    await expect(entryRows(page).first()).toBeVisible();

    await page.goto('/audit?action=nothing.happened');
    await expect(page.getByText('No entries match these filters')).toBeVisible();
    await expect(countBadge(page)).toHaveText('0 entries');
  });

  test('pages through older entries with the filters kept, and back to the newest', async ({ page, playwright }) => {
    // More than a page of one action by one person: the admin saves a card template PAGE_SIZE + 3
    // times (one entry each, no password hashing, no service call; removed at the end). The
    // viewer's look at /audit is refused and audited too.
    const admin = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf('admin') });
    const viewer = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf('viewer') });
    const template = { templateId: `audit-paging-${test.info().parallelIndex}`, keys: [{ key: 'title', label: 'Title', required: true, maxLength: '' }] };
    try {
      for (let i = 0; i < PAGE_SIZE + 3; i++) {
        const saved = await callServerAction(admin, 'lib/messages/actions.ts', 'saveTemplateAction', [{ ...template, mode: i === 0 ? 'create' : 'update', displayName: `Audit paging ${i}` }]);
        expect(saved.result).toMatchObject({ ok: true });
      }
      expect(await (await viewer.get('/audit')).text()).not.toContain('messages.template_saved');
    } finally {
      await callServerAction(admin, 'lib/messages/actions.ts', 'removeTemplateAction', [{ templateId: template.templateId }]);
      await Promise.all([admin.dispose(), viewer.dispose()]);
    }

    const filters = `action=messages.template_saved&actor=${encodeURIComponent(demoUsers.admin.email)}`;
    await page.goto(`/audit?${filters}`);
    const rows = entryRows(page);
    await expect(rows).toHaveCount(PAGE_SIZE);
    const first = await entryIds(rows);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    await expect(page.getByText(/Showing the newest 50 of \d+ entries/)).toBeVisible();

    await page.getByRole('link', { name: 'Older entries' }).click();
    await expect(page).toHaveURL(new RegExp(`/audit\\?${escapeRegExp(filters)}&before=${Math.min(...first)}$`));
    await expect(rows.first()).toBeVisible();
    const second = await entryIds(rows);
    expect(second.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...second)).toBeLessThan(Math.min(...first));
    // The action in words, above its code.
    expect(new Set(await rows.locator('td:nth-child(3)').allInnerTexts())).toEqual(new Set(['Saved a card template\nmessages.template_saved']));
    expect(new Set(await outcomesShown(page))).toEqual(new Set(['success']));

    await page.getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(new RegExp(`/audit\\?${escapeRegExp(filters)}$`));
    expect(await entryIds(rows)).toEqual(first);

    // The viewer's look at /audit was refused: the entry names the page and is shown as refused.
    await page.goto(`/audit?action=access.refused&actor=${encodeURIComponent(demoUsers.viewer.email)}`);
    await expect(rows.first().locator('td:nth-child(4)')).toHaveText('page /audit');
    await expect(rows.first().locator(`td:nth-child(${OUTCOME_COLUMN + 1})`)).toContainText('refused');
  });
});

// The role check runs before anything streams (no loading boundary above admin pages), so the
// answer is a real 404, and no entry reaches the browser.
for (const role of ['viewer', 'scheduler'] as const) {
  test.describe(`audit log, as a ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('gets the not-found page, and no entries', async ({ page }) => {
      const response = await page.goto('/audit');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
      const html = (await response?.text()) ?? '';
      expect(html).not.toContain('auth.signed_in');
      expect(html).not.toContain(demoUsers.admin.email);
      // The sidebar offers no way there either.
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    });
  });
}
