import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dragEvent, eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { itemWithMembers } from './support/requests';
import { storageStateOf } from './support/roles';
import { fillDateTime } from './support/date-time';

// The schedule against the real emulator. Most tests work in a quiet week (11-17 January 2027) of
// Harbour Café (Europe/London, UTC+0 in January), so each finds the items it made itself.
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-01-13';
const jan = (day: number, hour: number, minute = 0) => Date.UTC(2027, 0, day, hour, minute);

let organizationId: string;
test.beforeAll(async () => {
  organizationId = (await emulator.seed()).organizations[0]!.id;
});
test.afterEach(async () => {
  await emulator.release();
  await emulator.clearFaults();
});

async function shiftAt(name: string, start: number, end: number, timeZoneName = 'Europe/London'): Promise<EmulatorItem> {
  return emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `${name} ${Date.now() % 100000}`, start, end, timeZoneName });
}

async function expectSaved(page: Page, text: RegExp | string) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test('creates a shift, a time off and a meeting from the New item form', async ({ page }) => {
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const kinds = [
    { label: 'Shift', type: 'MULTI_ASSIGNEE_SHIFT', day: 12 },
    { label: 'Time off', type: 'TIME_OFF', day: 13 },
    { label: 'Meeting', type: 'MEETING', day: 14 },
  ];
  for (const kind of kinds) {
    const name = `E2E ${kind.label} ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByLabel(kind.label, { exact: true }).check();
    await dialog.getByLabel('Name').fill(name);
    await fillDateTime(dialog, 'Starts', `2027-01-${kind.day}T09:00`);
    await fillDateTime(dialog, 'Ends', `2027-01-${kind.day}T12:30`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    const event = page.locator('[data-item-id]', { hasText: name });
    await expect(event).toBeVisible();
    const stored = await emulator.item((await event.getAttribute('data-item-id'))!);
    expect(stored).toMatchObject({ type: kind.type, name, start: jan(kind.day, 9), end: jan(kind.day, 12, 30) });
  }
});

test('a first assignee chosen in the form is assigned even when the service leaves people named at creation waiting', async ({ page }) => {
  await emulator.behaviour({ createdMembersAs: 'PENDING_RESPONSE' });
  try {
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    const name = `E2E assigned ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByLabel('Shift', { exact: true }).check();
    await dialog.getByLabel('Name').fill(name);
    await fillDateTime(dialog, 'Starts', '2027-01-15T09:00');
    await fillDateTime(dialog, 'Ends', '2027-01-15T12:00');
    const assignee = dialog.getByLabel('First assignee');
    await expect(assignee.locator('option').nth(1)).toBeAttached();
    const userId = await assignee.locator('option').nth(1).getAttribute('value');
    await assignee.selectOption(userId!);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    const event = page.locator('[data-item-id]', { hasText: name });
    await expect(event).toBeVisible();
    const stored = await emulator.item((await event.getAttribute('data-item-id'))!);
    expect(stored.members).toEqual([expect.objectContaining({ userId, status: 'ASSIGNED' })]);
  } finally {
    await emulator.behaviour({ createdMembersAs: 'ASSIGNED' });
  }
});

// The New item form's refusals (end before start, zero minutes, a name past 200 characters, nothing
// sent) are checked in components/schedule/create-item-dialog.test.tsx.

test('a drag and a resize persist after reload', async ({ page }) => {
  const item = await shiftAt('Drag me', jan(12, 9), jan(12, 11));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await dragEvent(page, item.id, { days: 1, slots: 2 });
  await expectSaved(page, /Moved “Drag me/);
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(jan(13, 10));

  await page.reload();
  await dragEvent(page, item.id, { resizeSlots: 2 });
  await expect.poll(async () => (await emulator.item(item.id)).end).toBe(jan(13, 13));
  await page.reload();
  const moved = await emulator.item(item.id);
  expect([moved.start, moved.end]).toEqual([jan(13, 10), jan(13, 13)]);
  await expect(eventOf(page, item.id)).toContainText('10:00');
});

test('a drag the service fails snaps back with a message, and nothing changes', async ({ page }) => {
  const item = await shiftAt('Fails', jan(12, 13), jan(12, 15));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const before = await eventOf(page, item.id).boundingBox();
  await emulator.faults({ failNext: [{ method: 'PATCH', path: '^/connect/calendar-items/', status: 503, count: 1 }] });
  await dragEvent(page, item.id, { days: 2 });
  await expect(page.getByText(/Not moved “Fails \d+”: The service is unavailable/)).toBeVisible();
  await expect.poll(async () => (await eventOf(page, item.id).boundingBox())?.x).toBeCloseTo(before!.x, 0);
  expect((await emulator.item(item.id)).start).toBe(jan(12, 13));
});

test('a change made in the product meanwhile is never overwritten: the manager chooses', async ({ page }) => {
  const item = await shiftAt('Contested', jan(15, 9), jan(15, 12));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await emulator.patchItem(item.id, { name: 'Renamed on a phone' });

  await dragEvent(page, item.id, { slots: 4 });
  const dialog = page.getByRole('dialog', { name: 'This item changed while you were editing' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Renamed on a phone');
  expect((await emulator.item(item.id)).start).toBe(jan(15, 9));

  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(eventOf(page, item.id)).toContainText('Renamed on a phone');
  const stored = await emulator.item(item.id);
  expect([stored.start, stored.name]).toEqual([jan(15, 9), 'Renamed on a phone']);
});

test('Undo puts a moved item back', async ({ page }) => {
  const item = await shiftAt('Undo me', jan(16, 9), jan(16, 10));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await dragEvent(page, item.id, { slots: 6 });
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(jan(16, 12));
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectSaved(page, /Move of “.*” undone/);
  const stored = await emulator.item(item.id);
  expect([stored.start, stored.end]).toEqual([jan(16, 9), jan(16, 10)]);
});

test('a drop across the spring-forward change in America/New_York lands at the intended wall-clock time', async ({ page }) => {
  // Saturday 13 March 2027, 09:00 EST (UTC-5); clocks go forward on Sunday 14 March.
  const item = await shiftAt('DST', Date.UTC(2027, 2, 13, 14), Date.UTC(2027, 2, 13, 16), 'America/New_York');
  await openSchedule(page, organizationId, { date: '2027-03-10', tz: 'America/New_York' });
  await expect(eventOf(page, item.id)).toContainText('09:00');
  await dragEvent(page, item.id, { days: 1 });
  // Sunday 09:00 EDT (UTC-4) is 13:00 UTC: 23 hours later, not 24.
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(Date.UTC(2027, 2, 14, 13));
  expect((await emulator.item(item.id)).end).toBe(Date.UTC(2027, 2, 14, 15));
});

test('a change made by the activity simulator is highlighted and listed', async ({ page }) => {
  // The simulator changes items of the next 14 days: the week holding three days from now is mostly
  // ahead whatever the weekday (this week late on a Saturday is nearly over).
  await openSchedule(page, organizationId, { date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) });
  await expect(page.locator('[data-item-id]').first()).toBeVisible();
  const shownIds = new Set(await page.locator('[data-item-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id'))));
  let changedId: string | undefined;
  for (let attempt = 0; attempt < 40 && !changedId; attempt += 1) {
    const { changes } = await emulator.tick(organizationId);
    changedId = changes.find((c) => c.kind !== 'time-off-added' && c.kind !== 'shift-moved' && shownIds.has(c.itemId))?.itemId;
  }
  expect(changedId, 'the simulator changed an item of this week').toBeDefined();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: /changes? made in the product since you looked/ })).toBeVisible();
  await expect(eventOf(page, changedId!)).toHaveClass(/sd-event-changed/);
  await page.getByRole('button', { name: /changes? made in the product/ }).click();
  await expect(page.getByRole('list', { name: 'Changes made in the product' })).toContainText(/People changed|Status changed/);
});

test('when the service is down the calendar keeps its data and says since when', async ({ page }) => {
  const item = await shiftAt('Still here', jan(14, 15), jan(14, 17));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await expect(eventOf(page, item.id)).toBeVisible();
  await emulator.faults({ failNext: [{ method: 'GET', path: `^/connect/organizations/${organizationId}/calendar-items`, status: 503, count: 12 }] });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/stale since then/)).toBeVisible({ timeout: 20_000 });
  await expect(eventOf(page, item.id)).toBeVisible();
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/stale since then/)).toBeHidden({ timeout: 20_000 });
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('the calendar is read-only', async ({ page }) => {
    const item = await shiftAt('Look only', jan(12, 15), jan(12, 16));
    await openSchedule(page, organizationId, { date: QUIET_WEEK });
    await expect(eventOf(page, item.id)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New item' })).toHaveCount(0);
    const before = await emulator.stats();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await dragEvent(page, item.id, { days: 1 });
    // A drop that saves sends its write at once; the Refresh read asked for after the drop is the
    // definite later event: nothing but GETs went out up to its answer.
    const refreshed = page.waitForResponse((response) => response.url().includes('/calendar-items?'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    expect(writes, 'requests that could write, sent after the drop').toEqual([]);
    expect((await emulator.item(item.id)).start).toBe(jan(12, 15));
    expect((await emulator.stats()).byRoute['PATCH /connect/calendar-items/:id'] ?? {}).toEqual(before.byRoute['PATCH /connect/calendar-items/:id'] ?? {});
    // Opening an item shows it without edit controls.
    await eventOf(page, item.id).click();
    await expect(page.getByRole('dialog')).toContainText('Look only');
    await expect(page.getByRole('button', { name: 'Delete item' })).toHaveCount(0);
  });
});

test('identical items stack into one event with a count; a click shows each, and each can be dragged', async ({ page }) => {
  const name = `Stacked shift ${Date.now() % 100000}`;
  const items: EmulatorItem[] = [];
  for (let i = 0; i < 3; i += 1) items.push(await emulator.createItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: jan(15, 14), end: jan(15, 16), timeZoneName: 'Europe/London' }));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });

  const stack = page.locator('[data-stack-key]', { hasText: name });
  await expect(stack).toHaveAttribute('data-stack-count', '3');
  await expect(stack).toContainText('×3');
  await expect(stack).toContainText('3 of 3 unstaffed');
  for (const item of items) await expect(eventOf(page, item.id)).toHaveCount(0);

  await stack.click();
  // Shown one by one: side by side as far as they fit (components/schedule/event-width.ts), the rest behind "+N".
  const drawn = async () => (await Promise.all(items.map(async (item) => ((await eventOf(page, item.id).count()) > 0 ? [item] : [])))).flat();
  await expect.poll(async () => (await drawn()).length).toBeGreaterThanOrEqual(2);
  const shown = await drawn();
  if (shown.length < items.length) {
    await page.locator('[data-more-link]').first().click();
    await expect(page.getByRole('dialog')).toContainText(name);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Stack them again' }).click();
  await expect(stack).toBeVisible();
  for (const item of items) await expect(eventOf(page, item.id)).toHaveCount(0);

  await stack.click();
  const moved = shown[0]!;
  await dragEvent(page, moved.id, { slots: 2 });
  await expect.poll(async () => (await emulator.item(moved.id)).start).toBe(jan(15, 15));
  expect((await emulator.item(items.find((item) => item !== moved)!.id)).start).toBe(jan(15, 14));
});

test('the week is read once on load, and the Requests badge only reads after it', async ({ page }) => {
  const item = await shiftAt('Read once', jan(12, 9), jan(12, 17));
  const reads: string[] = [];
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/calendar-items?')) reads.push(request.url());
    if (request.url().includes('/requests/count')) events.push('count sent');
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/calendar-items?')) events.push('week answered');
  });
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await expect(eventOf(page, item.id)).toBeVisible();
  // The badge's read is the definite later event: it goes out only after the week was answered, and
  // a second, unshared read of the week would have been asked for when the calendar mounted, before.
  await expect.poll(() => events).toContain('count sent');
  // The page preloads the week and the calendar takes that answer: no second read.
  expect(reads).toHaveLength(1);
  // The badge's read of a fortnight waits for the page, so it does not race the calendar's.
  expect(events).toEqual(['week answered', 'count sent']);
});

test('the member filter shows only that person’s items and is kept in the link', async ({ page }) => {
  const seed = await emulator.seed();
  const [ana, ben] = seed.users.filter((u) => u.organizationIds.includes(organizationId));
  if (!ana || !ben) throw new Error('the seed has fewer than two members in the organization');
  const anas = await itemWithMembers(organizationId, { name: 'Ana works', start: jan(14, 9), end: jan(14, 13), timeZoneName: 'Europe/London' }, { [ana.id]: 'ACCEPTED' });
  const bens = await itemWithMembers(organizationId, { name: 'Ben works', start: jan(14, 14), end: jan(14, 18), timeZoneName: 'Europe/London' }, { [ben.id]: 'ACCEPTED' });
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await expect(eventOf(page, anas.id)).toBeVisible();
  await expect(eventOf(page, bens.id)).toBeVisible();

  const filter = page.getByLabel('Only items of this member');
  // The list of members follows the page; the select waits for it instead of offering nobody.
  await expect(filter).toBeEnabled();
  await filter.selectOption(ana.id);
  await expect(eventOf(page, bens.id)).toHaveCount(0);
  await expect(eventOf(page, anas.id)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`member=${ana.id}`));

  await page.reload();
  await expect(eventOf(page, anas.id)).toBeVisible();
  await expect(eventOf(page, bens.id)).toHaveCount(0);
  await expect(page.getByLabel('Only items of this member')).toHaveValue(ana.id);
});

test('a failed read of the members says so, keeps the filter of the link, and can be read again', async ({ page }) => {
  const seed = await emulator.seed();
  const ana = seed.users.find((u) => u.organizationIds.includes(organizationId))!;
  const anas = await itemWithMembers(organizationId, { name: 'Ana alone', start: jan(15, 9), end: jan(15, 12), timeZoneName: 'Europe/London' }, { [ana.id]: 'ACCEPTED' });
  const others = await shiftAt('Nobody on it', jan(15, 13), jan(15, 16));
  // Every try of the member-list read fails (a GET is tried three times).
  await emulator.faults({ failNext: [{ method: 'GET', path: `/connect/organizations/${organizationId}/members$`, status: 503, count: 3 }] });
  await page.goto(`/organizations/${organizationId}/schedule?view=week&date=${QUIET_WEEK}&member=${ana.id}`);

  const filter = page.getByLabel('Only items of this member');
  await expect(page.getByRole('alert').filter({ hasText: 'The member list could not be read' })).toBeVisible();
  await expect(filter).toBeDisabled();
  await expect(filter).toHaveValue(ana.id);
  // Named as the items name her, not by an id.
  await expect(filter.locator('option:checked')).toHaveText(ana.fullName);
  await expect(eventOf(page, anas.id)).toBeVisible();
  await expect(eventOf(page, others.id)).toHaveCount(0);

  await page.getByRole('button', { name: 'New item' }).click();
  await expect(page.getByRole('dialog').getByText('The members could not be read: nobody can be chosen now.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Read it again' }).click();
  await expect(filter).toBeEnabled();
  await expect(page.getByText('The member list could not be read')).toHaveCount(0);
  await expect(filter).toHaveValue(ana.id);
  await expect(filter.getByRole('option', { name: ana.fullName })).toHaveCount(1);
});

test('while a slow service answers, the page says what it is still reading', async ({ page }) => {
  const item = await shiftAt('Slow read', jan(16, 9), jan(16, 12));
  // The service holds its answers to the week's read and the member list until released, so the
  // waiting states are seen on a machine of any speed.
  await emulator.hold({ method: 'GET', path: '/calendar-items$' });
  await emulator.hold({ method: 'GET', path: '/organizations/\\d+/members$' });
  await page.goto(`/organizations/${organizationId}/schedule?view=week&date=${QUIET_WEEK}`, { waitUntil: 'commit' });
  const filter = page.getByLabel('Only items of this member');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the schedule…' })).toBeVisible();
  await expect(filter).toBeDisabled();
  await expect(filter.locator('option:checked')).toHaveText('Loading members…');
  await expect.poll(async () => (await emulator.held()).waiting.map((w) => w.path.replace(/\d+/g, 'N')).sort()).toEqual(['/connect/organizations/N/calendar-items', '/connect/organizations/N/members']);
  // A service that hangs is not failing yet (the server keeps trying for up to half a minute), but
  // after 5 s the page says why it is still waiting.
  await expect(page.getByRole('status').filter({ hasText: 'The service is slow to answer: still loading the schedule…' })).toBeVisible();
  await expect(filter.locator('option:checked')).toHaveText('Still loading members (slow service)…');

  // Two, or more when the server's 8 s timeout already sent a second try while we waited.
  expect((await emulator.release()).released).toBeGreaterThanOrEqual(2);
  await expect(eventOf(page, item.id)).toBeVisible();
  await expect(filter).toBeEnabled();
  await expect(filter.locator('option:checked')).toHaveText('Everyone');
  await expect(page.getByText('Loading the schedule…')).toHaveCount(0);
});
