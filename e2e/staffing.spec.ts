import type { Locator, Page } from '@playwright/test';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';
import { eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { firstOrganization, type SeededPerson } from './support/organization';
import { itemWithMembers } from './support/requests';
import { expectNoSeriousViolations } from './support/axe';
import { rosterCellOf, rosterRowOf } from './support/roster';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';
import { E2E_APP_URL } from './support/servers';

// Staffing with warnings, in the item drawer: the picker says, for this item, who works something
// else at the same time, who is off, and everyone's hours that week (the requests inbox's rules,
// computed on the server), the free first; only the statuses that make sense when adding; time off
// takes one person; people no longer on an item are listed apart; the result of Add is shown where
// the eye is. Harbour Café (Europe/London, UTC+0 in January), in weeks of 2028 nobody else uses.
test.use({ storageState: storageStateOf('scheduler') });

const jan = (day: number, hour: number, minute = 0) => Date.UTC(2028, 0, day, hour, minute);
const LONDON = 'Europe/London';
const MEMBERS_ADDED = 'POST /connect/calendar-items/:id/members';

let organizationId: string;
let people: SeededPerson[];
test.beforeAll(async () => {
  ({ organizationId, people } = await firstOrganization());
});
test.afterEach(async () => {
  await emulator.release();
  await emulator.clearFaults();
});

const drawerOf = (page: Page) => page.getByRole('dialog');
const panel = (page: Page) => page.getByRole('form', { name: 'Add people' });
const search = (page: Page) => panel(page).getByRole('combobox', { name: 'Search people by name or title' });
const listbox = (page: Page) => panel(page).getByRole('listbox', { name: 'People who can be added' });
const optionOf = (page: Page, userId: string): Locator => listbox(page).locator(`[role="option"][data-user-id="${userId}"]`);
/** How far the drawer's scrolling body is scrolled (the panel's nearest scrolling ancestor). */
const drawerScrollTop = (page: Page) =>
  panel(page).evaluate((el) => {
    let node = el.parentElement;
    while (node && getComputedStyle(node).overflowY !== 'auto') node = node.parentElement;
    return node?.scrollTop ?? -1;
  });

async function openDrawer(page: Page, item: EmulatorItem, week: string) {
  await openSchedule(page, organizationId, { date: week });
  await eventOf(page, item.id).click();
  await expect(drawerOf(page).getByRole('heading', { name: item.name! })).toBeVisible();
}

const shift = (name: string, start: number, end: number, type = 'MULTI_ASSIGNEE_SHIFT') =>
  emulator.createItem({ organizationId, type, name: `${name} ${Date.now() % 100000}`, start, end, timeZoneName: LONDON });

test('the picker shows overlaps, time off and the week’s hours for this item, the free first', async ({ page }) => {
  const [busy, away, worked] = people;
  // Week of Monday 10 January 2028. The item: Wednesday 09:00-13:00.
  const item = await shift('Staff with warnings', jan(12, 9), jan(12, 13));
  await itemWithMembers(organizationId, { name: 'Overlapping', start: jan(12, 11), end: jan(12, 15), timeZoneName: LONDON }, { [busy!.id]: 'ASSIGNED' });
  await itemWithMembers(organizationId, { name: 'Leave', start: jan(11, 0), end: jan(14, 0), timeZoneName: LONDON, type: 'TIME_OFF' }, { [away!.id]: 'ASSIGNED' });
  await itemWithMembers(organizationId, { name: 'Monday', start: jan(10, 8), end: jan(10, 16), timeZoneName: LONDON }, { [worked!.id]: 'ACCEPTED' });

  await openDrawer(page, item, '2028-01-12');
  await search(page).click();
  await expect(listbox(page)).toBeVisible();
  await expect(panel(page).getByText('Free people first')).toBeVisible();

  await expect(optionOf(page, busy!.id).locator('[data-warning="overlap"]')).toContainText('Overlaps Overlapping');
  await expect(optionOf(page, busy!.id).locator('[data-warning="overlap"]')).toContainText('11:00–15:00');
  await expect(optionOf(page, away!.id).locator('[data-warning="time-off"]')).toContainText('Time off 11 Jan – 13 Jan');
  await expect(optionOf(page, worked!.id).locator('[data-warning="hours"]')).toHaveText('8 h worked this week→ 12 h with this');
  await expect(optionOf(page, worked!.id).locator('[data-warning="free"]')).toHaveText('Free');
  await expect(optionOf(page, busy!.id)).toHaveAttribute('data-free', 'false');
  await expect(optionOf(page, away!.id)).toHaveAttribute('data-free', 'false');

  // The order: every free person (fewest hours first) before anyone with an overlap or time off.
  const order = await listbox(page).locator('[role="option"][data-user-id]').evaluateAll((options) => options.map((o) => ({ id: o.getAttribute('data-user-id'), free: o.getAttribute('data-free') })));
  const position = (id: string) => order.findIndex((o) => o.id === id);
  expect(order.slice(0, position(worked!.id) + 1).every((o) => o.free === 'true')).toBe(true);
  expect(order.slice(-2).map((o) => o.id).sort()).toEqual([busy!.id, away!.id].sort());
  const free = order.filter((o) => o.free === 'true');
  expect(free[free.length - 1]!.id, 'the only free person with hours comes last among the free').toBe(worked!.id);

  // To look at: the end of the list, where the warnings are, at each width.
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await optionOf(page, away!.id).scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, `warnings-${width}`);
  }
});

test('while the warnings load the picker says so, and when they cannot be read it still works', async ({ page }) => {
  const item = await shift('Warnings fail', jan(19, 9), jan(19, 13));
  await openDrawer(page, item, '2028-01-19');
  const membersRead = `^/connect/organizations/${organizationId}/members$`;
  await emulator.hold({ method: 'GET', path: membersRead });
  await search(page).click();
  await expect(panel(page).getByRole('status')).toContainText('Checking who is free');
  await expect.poll(async () => (await emulator.held()).waiting.length).toBeGreaterThan(0);
  await emulator.release();
  await expect(optionOf(page, people[0]!.id).locator('[data-warning="hours"]')).toBeVisible();

  // A fresh page reads again; this time the service refuses (a 403 is final: no retries).
  await page.reload();
  await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // The item is in the URL (?item=), so the reload opened its drawer again. Its Offer section
  // reads the people too: the refusal is set once that read is done, so the picker's read gets it.
  const drawer = page.getByRole('dialog', { name: /Warnings fail/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Offer…' })).toBeVisible();
  await emulator.faults({ failNext: [{ method: 'GET', path: membersRead, status: 403, count: 1 }] });
  await search(page).click();
  await expect(panel(page).getByRole('status')).toContainText('Overlaps, time off and hours could not be read');
  await expect(optionOf(page, people[1]!.id)).toBeVisible();
  await expect(optionOf(page, people[1]!.id).locator('[data-warning]')).toHaveCount(0);
  await optionOf(page, people[1]!.id).click();
  await expect(optionOf(page, people[1]!.id)).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(optionOf(page, people[1]!.id).locator('[data-warning="hours"]')).toBeVisible();
});

test('only Assigned, Awaiting response and Accepted are offered, and a forged other status is refused', async ({ page, playwright }) => {
  const item = await shift('Statuses', jan(20, 9), jan(20, 13));
  await openDrawer(page, item, '2028-01-20');
  // The panel loads after the drawer's heading: wait for its options before reading their values.
  await expect(panel(page).getByLabel('Their status').locator('option')).toHaveText(['Assigned', 'Awaiting the worker', 'Accepted']);
  const options = await panel(page).getByLabel('Their status').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(options).toEqual(['ASSIGNED', 'PENDING_RESPONSE', 'ACCEPTED']);

  const request = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf('scheduler') });
  const before = (await emulator.stats()).byRoute[MEMBERS_ADDED] ?? {};
  for (const status of ['DELETED', 'DENIED', 'DECLINED', 'REPLACEMENT_REQUESTED']) {
    const call = await callServerAction(
      request,
      'lib/staffing/actions.ts',
      'assignItemMembersAction',
      [{ organizationId, itemId: item.id, assignees: [{ type: 'USER', userId: people[0]!.id, initialStatus: 'ASSIGNED' }], initialStatus: status, newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false }],
      { params: { organizationId } },
    );
    expect(call.result, status).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { initialStatus: ['Choose Assigned, Awaiting response or Accepted'] } } });
  }
  await request.dispose();
  expect((await emulator.stats()).byRoute[MEMBERS_ADDED] ?? {}).toEqual(before);
  expect((await emulator.item(item.id)).members).toEqual([]);
});

test('time off takes one person: chosen by keyboard, then nobody else is offered, and the server refuses a second', async ({ page, playwright }) => {
  const leave = await shift('Leave for one', jan(24, 0), jan(26, 0), 'TIME_OFF');
  await openDrawer(page, leave, '2028-01-24');
  await expect(panel(page)).toContainText('Time off is for one person');
  await expect(panel(page).getByRole('tab')).toHaveCount(0);
  await expect(drawerOf(page).getByText('Ask to join on a worker’s behalf')).toHaveCount(0);
  await expect(listbox(page)).toBeHidden();

  // Keyboard only: into the search, down the list, Enter chooses; a second Enter on another replaces it.
  const [first, second] = people;
  await search(page).focus();
  await search(page).fill(first!.fullName);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('list', { name: 'Chosen person' })).toHaveText(new RegExp(first!.fullName));
  await search(page).fill(second!.fullName);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('list', { name: 'Chosen person' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel(page).getByRole('list', { name: 'Chosen person' })).toHaveText(new RegExp(second!.fullName));
  await expect(drawerOf(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  await expect(drawerOf(page).getByTestId('time-off-holder')).toContainText(`it is ${second!.fullName}’s`);
  await expect(panel(page)).toHaveCount(0);
  expect((await emulator.item(leave.id)).members.map((m) => [m.userId, m.status])).toEqual([[second!.id, 'ASSIGNED']]);

  // Forged past the panel: a second person on this one, or two at once on a fresh one.
  const request = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf('scheduler') });
  const assign = (itemId: string, userIds: string[]) =>
    callServerAction(
      request,
      'lib/staffing/actions.ts',
      'assignItemMembersAction',
      [{ organizationId, itemId, assignees: userIds.map((userId) => ({ type: 'USER', userId, initialStatus: 'ASSIGNED' })), initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false }],
      { params: { organizationId } },
    );
  const before = (await emulator.stats()).byRoute[MEMBERS_ADDED] ?? {};
  expect((await assign(leave.id, [first!.id])).result).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { assignees: [expect.stringContaining(`${second!.fullName} is on it`)] } } });
  const fresh = await shift('Leave for two', jan(27, 0), jan(28, 0), 'TIME_OFF');
  expect((await assign(fresh.id, [first!.id, second!.id])).result).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { assignees: ['Time off is for one person: choose only one.'] } } });
  const asked = await callServerAction(request, 'lib/staffing/actions.ts', 'requestItemAdditionAction', [{ organizationId, itemId: fresh.id, userId: first!.id }], { params: { organizationId } });
  expect(asked.result).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: 'Time off is for one person: nobody asks to join it.' } });
  await request.dispose();
  expect((await emulator.stats()).byRoute[MEMBERS_ADDED] ?? {}).toEqual(before);
  expect((await emulator.item(fresh.id)).members).toEqual([]);
});

test('people removed, who declined or were denied are listed apart, not among the people on the item', async ({ page }) => {
  const [on, removed, declined, denied] = people;
  const item = await itemWithMembers(
    organizationId,
    { name: 'Comings and goings', start: jan(21, 9), end: jan(21, 13), timeZoneName: LONDON },
    { [on!.id]: 'ASSIGNED', [removed!.id]: 'DELETED', [declined!.id]: 'DECLINED', [denied!.id]: 'DENIED' },
  );
  await openDrawer(page, item, '2028-01-21');
  const onItem = drawerOf(page).getByRole('list', { name: 'People on this item' });
  await expect(onItem.getByRole('listitem')).toHaveCount(1);
  await expect(onItem).toContainText(on!.fullName);
  const apart = drawerOf(page).getByTestId('members-gone');
  await expect(apart.locator('summary')).toHaveText('No longer on this item (3)');
  const goneList = apart.getByRole('list', { name: 'No longer on this item' });
  await expect(goneList).toBeHidden();
  await apart.locator('summary').click();
  await expect(goneList.getByRole('listitem')).toHaveText([new RegExp(`${removed!.fullName}.*Removed`), new RegExp(`${declined!.fullName}.*Declined`), new RegExp(`${denied!.fullName}.*Denied`)]);
  await page.setViewportSize({ width: 390, height: 844 });
  await apart.scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, 'members-apart-390');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`after Add the result is beside the button, in view, and the drawer did not jump to the top (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The same person is added at each width: at different hours, so the second is no double booking.
    const hour = viewport.width < 600 ? 14 : 9;
    const item = await shift(`Feedback ${viewport.width}`, jan(25, hour), jan(25, hour + 4));
    await openSchedule(page, organizationId, { date: '2028-01-25', view: viewport.width < 600 ? 'day' : 'week' });
    await eventOf(page, item.id).click();
    const person = people[5]!;
    await search(page).fill(person.fullName);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Escape closes the list, not the drawer.
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(drawerOf(page)).toBeVisible();
    const add = panel(page).getByRole('button', { name: 'Add to item' });
    // By keyboard from the search: Tab through status, item status, the checkbox and Discard to Add.
    for (let presses = 0; presses < 8 && !(await add.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    // The manager has the drawer scrolled down, with Add in the middle.
    await add.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await drawerScrollTop(page), 'the drawer is scrolled down').toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const result = panel(page).getByRole('status').filter({ hasText: `Added ${person.fullName}` });
    await expect(result).toBeInViewport();
    // Still so once the drawer has read the item again (the person is then listed on it).
    await expect(drawerOf(page).getByRole('list', { name: 'People on this item' })).toContainText(person.fullName);
    await expect(result).toBeInViewport();
    await expect(add).toBeInViewport();
    expect(await drawerScrollTop(page), 'the drawer did not jump to the top').toBeGreaterThan(0);
    await screenshotIfAsked(page, `added-${viewport.width}`);
    expect((await emulator.item(item.id)).members.map((m) => m.userId)).toEqual([person.id]);
  });
}

test('the open picker has no serious or critical accessibility violations, at 1440, 1024 and 390 px', async ({ page }) => {
  const item = await shift('Accessible picker', jan(26, 9), jan(26, 13));
  await openDrawer(page, item, '2028-01-26');
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await search(page).click();
    await expect(optionOf(page, people[0]!.id).locator('[data-warning="hours"]')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoSeriousViolations(page, `open picker @${width}`, { include: 'dialog', allRules: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no wider than the screen').toBeLessThanOrEqual(width);
    await screenshotIfAsked(page, `picker-${width}`);
  }
});

test('a double booking is confirmed first, then stays marked on the schedule, the drawer and the roster, and its hours count once', async ({ page }) => {
  const feb = (day: number, hour: number) => Date.UTC(2028, 1, day, hour);
  const person = people[5]!;
  // Wednesday 9 February 2028: the person works the early 06:00–16:00; the late 12:00–22:00 needs someone.
  const early = await itemWithMembers(organizationId, { name: 'Early bar', start: feb(9, 6), end: feb(9, 16), timeZoneName: LONDON }, { [person.id]: 'ASSIGNED' });
  const late = await shift('Late bar', feb(9, 12), feb(9, 22));
  await openDrawer(page, late, '2028-02-09');

  // Chosen by keyboard; Add asks first, naming the clash, and Cancel (where focus lands) adds nobody.
  await search(page).fill(person.fullName);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  const confirm = page.getByRole('dialog', { name: 'Double booking' });
  await expect(confirm).toContainText(`${person.fullName} is already on ${early.name}, Wed 9 Feb 06:00–16:00 at that time.`);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  expect((await emulator.item(late.id)).members).toEqual([]);
  await panel(page).getByRole('button', { name: 'Add to item' }).click();
  // The question has no serious or critical accessibility problem (looked at once at 390 px too).
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'double booking question', { include: 'dialog[open]', allRules: true });
  await confirm.getByRole('button', { name: 'Add anyway' }).click();
  await expect.poll(async () => (await emulator.item(late.id)).members.map((m) => [m.userId, m.status])).toEqual([[person.id, 'ASSIGNED']]);

  // Marked afterwards, from the data: under the person in the drawer, and on both events.
  await expect(drawerOf(page).locator('[data-conflict]')).toContainText(`Double-booked: ${person.fullName} is also on ${early.name}, Wed 9 Feb 06:00–16:00.`);
  await page.keyboard.press('Escape');
  await expect(eventOf(page, late.id).locator('[data-conflict-tag]')).toHaveText('Double-booked');
  await expect(eventOf(page, early.id).locator('[data-conflict-tag]')).toHaveText('Double-booked');
  await expect(eventOf(page, early.id).locator('[data-description]')).toContainText(`Double-booked: ${person.fullName} is also on ${late.name}, Wed 9 Feb 12:00–22:00.`);

  // The roster marks both items in the person's row, and counts 06:00–22:00 once: 16 h, not 20 h.
  await page.goto(`/organizations/${organizationId}/roster?date=2028-02-07`);
  const wednesday = await rosterCellOf(page, person.id, 2);
  await expect(wednesday.locator('[data-roster-item][data-conflict]')).toHaveCount(2);
  await expect(wednesday.locator(`[data-roster-item="${late.id}"]`)).toContainText('Double-booked');
  await expect((await rosterRowOf(page, person.id)).locator('[data-hours]')).toHaveText('16 h');
  await screenshotIfAsked(page, 'double-booked-roster');
});

test('Offer from the drawer, keyboard only: two invited, the second accepts on their phone, the shift shows them and the other is gone', async ({ page }) => {
  const march = (day: number, hour: number) => Date.UTC(2028, 2, day, hour);
  const item = await shift('Offered late', march(15, 17), march(15, 23));
  await openDrawer(page, item, '2028-03-15');
  const drawer = drawerOf(page);
  await drawer.getByRole('button', { name: 'Offer…' }).focus();
  await page.keyboard.press('Enter');
  const form = drawer.getByRole('form', { name: 'Offer this shift' });
  await expect(form.getByRole('list', { name: 'Who it goes to, in order' }).getByRole('listitem').first()).toContainText('No hours this week');
  await form.getByLabel(/^Invite how many at once/).fill('2');
  await form.getByRole('button', { name: 'Offer', exact: true }).focus();
  await page.keyboard.press('Enter');

  const state = drawer.getByTestId('offer-state');
  await expect(state.getByText('Waiting for an answer')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'offer running', { include: 'dialog', allRules: true });
  await screenshotIfAsked(page, 'offer-running');
  const invited = (await emulator.item(item.id)).members.map((m) => m.userId!);
  expect(invited).toHaveLength(2);
  const [other, taker] = invited.map((id) => people.find((p) => p.id === id)!);
  await emulator.answer(item.id, taker!.id);

  // The drawer's offer read polls and keeps the offer watched: the taker keeps it, the other is taken off.
  await expect(state.getByRole('status')).toHaveText(`Taken by ${taker!.fullName}`, { timeout: 30_000 });
  const onItem = drawer.getByRole('list', { name: 'People on this item' });
  await expect(onItem).toContainText(taker!.fullName);
  await expect(onItem).not.toContainText(other!.fullName);
  expect((await emulator.item(item.id)).members.map((m) => [m.userId, m.status])).toEqual([[taker!.id, 'ACCEPTED']]);
});
