import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { firstOrganizationOfFile, itemMaker, type SeededPerson } from './support/organization';
import { expectNoSeriousViolations } from './support/axe';
import { screenshotIfAsked } from './support/screenshots';
import { storageStateOf } from './support/roles';
import { demoPassword } from '@/test/support/demo-accounts';
import { shortDay } from '@/lib/time/day-words';

// Issue 15, part 1: changing the week in the roster. The weekly hours threshold set in Settings
// flags the right people; a drag (or Alt+arrows) moves an item to another day or gives it to
// another person, read back from the emulator; a refusal snaps back with a message; viewers
// cannot drag. Harbour Café (Europe/London); a random week of 2032–2033 per run, so a retry
// starts from an empty week and roster.spec.ts's weeks are not touched.

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const monday = Temporal.PlainDate.from('2032-01-05').add({ weeks: Math.floor(Math.random() * 100) });
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: 'Europe/London', plainTime: { hour } }).epochMilliseconds;
const rosterUrl = () => `/organizations/${place.organizationId}/roster?date=${monday}`;

const rowOf = (page: Page, key: string) => page.locator(`[data-roster-row="${key}"]`);
const cellOf = (page: Page, key: string, day: number) => rowOf(page, key).getByRole('gridcell').nth(day);
const itemIn = (cell: Locator, id: string) => cell.locator(`[data-roster-item="${id}"]`);
const membersOf = async (id: string) => (await emulator.item(id)).members.filter((m) => m.status !== 'DELETED').map((m) => `${m.userId}:${m.status}`).sort();

async function openRoster(page: Page) {
  await page.goto(rosterUrl());
  await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();
}

/** The first people of the roster, top down: their rows are drawn without scrolling (rows out of view are not). */
async function topPeople(page: Page): Promise<SeededPerson[]> {
  await openRoster(page);
  const rows = page.locator('[data-roster-row]:not([data-roster-row="open"])');
  // The grid shows before its virtual rows are measured and drawn; and a person another spec of
  // this lane added since the file read its people is not one of them.
  await expect(rows.nth(2)).toBeAttached();
  const keys = await rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-roster-row')));
  const people = keys.flatMap((key) => place.people.filter((p) => p.id === key)).slice(0, 3);
  expect(people, 'three seeded people at the top of the roster').toHaveLength(3);
  return people;
}

/** Sets Harbour Café's weekly hours threshold in Settings ('' clears it); returns the edit dialog. */
async function setThreshold(page: Page, value: string) {
  await page.goto('/settings');
  await page.getByTestId(`organization-${place.organizationId}`).getByRole('button', { name: `Edit ${place.organizationName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit organization' });
  await dialog.getByRole('textbox', { name: 'Weekly hours threshold' }).fill(value);
  // Entry-point changes ask for the password again (e2e/session-security.spec.ts).
  await dialog.getByLabel('Your password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return { dialog };
}

test.describe('the weekly hours threshold', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.afterEach(async ({ page }) => {
    const { dialog } = await setThreshold(page, '');
    await expect(dialog).toBeHidden();
  });

  test('a threshold typed with a decimal comma is saved, and flags only the people past it', async ({ page }) => {
    const [ann, bea] = (await topPeople(page)) as [SeededPerson, SeededPerson];
    const longDay = await create('MULTI_ASSIGNEE_SHIFT', 'Threshold long day', at(0, 8), at(0, 17), ann.id);
    await create('MULTI_ASSIGNEE_SHIFT', 'Threshold short day', at(1, 9), at(1, 13), bea.id);

    // 'forty', '200' and '0.5' are refused in components/settings/organization-dialog.test.tsx.
    const { dialog } = await setThreshold(page, '8,5');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`organization-${place.organizationId}`)).toContainText('8 h 30');

    await openRoster(page);
    await expect(page.getByTestId('roster-threshold')).toHaveText('Weekly hours limit: 8 h 30 a person · Set it in Settings');
    // Ann works 9 hours: flagged, with the threshold in words; Bea works 4: not.
    const flag = rowOf(page, ann.id).locator('[data-over-threshold]');
    await expect(flag).toBeVisible();
    await expect(flag).toContainText('over 8 h 30');
    await expect(flag.locator('.sr-only')).toHaveText('over the weekly threshold of 8 h 30');
    await expect(rowOf(page, bea.id).locator('[data-over-threshold]')).toHaveCount(0);
    // The threshold is also the working-time rules' weekly maximum: its break is marked on Ann's
    // item and row, with the figures (the other rules' marks: components/roster/roster-grid.test.tsx).
    const words = `9 h in the week of ${shortDay(monday.toString())}, maximum 8 h 30`;
    await expect(itemIn(cellOf(page, ann.id, 0), longDay.id).locator('[data-rule-break] .sr-only')).toHaveText(`Rule break: ${words}`);
    await expect(rowOf(page, ann.id).getByRole('rowheader').locator('[data-rule-break]')).toHaveAttribute('title', `Working-time rules: ${words}`);
    await expect(rowOf(page, bea.id).locator('[data-rule-break]')).toHaveCount(0);
    // The flag passes axe too (the page's own axe run in accessibility.spec.ts has no threshold set).
    await expectNoSeriousViolations(page, 'roster with the threshold flag', { include: '[data-testid="roster"]' });
  });
});

test.describe('drag and keyboard, as a scheduler', () => {
  test.use({ storageState: storageStateOf('scheduler') });

  test('a drag to another day in the same row moves it, keeping its wall-clock time', async ({ page }) => {
    const [ann] = (await topPeople(page)) as [SeededPerson];
    const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Drag day shift', at(0, 9), at(0, 17), ann.id);
    await openRoster(page);
    await itemIn(cellOf(page, ann.id, 0), shift.id).dragTo(cellOf(page, ann.id, 2));
    await expect(itemIn(cellOf(page, ann.id, 2), shift.id)).toContainText('09:00 – 17:00');
    await expect(page.getByText('Moved “Drag day shift” to')).toBeVisible();
    await expect.poll(async () => (await emulator.item(shift.id)).start).toBe(at(2, 9));
    expect((await emulator.item(shift.id)).end).toBe(at(2, 17));
  });

  test('a drag from the open row gives it to the person; from one person to another keeps the third', async ({ page }) => {
    const [ann, bea, cid] = (await topPeople(page)) as [SeededPerson, SeededPerson, SeededPerson];
    // From 13:00, as Bea's Tuesday (the threshold test's 09:00–13:00) ends: no double booking to confirm.
    const open = await create('MULTI_ASSIGNEE_SHIFT', 'Drag open shift', at(1, 13), at(1, 17));
    const shared = await create('MULTI_ASSIGNEE_SHIFT', 'Drag shared shift', at(3, 9), at(3, 13), ann.id);
    await emulator.patchItem(shared.id, { members: [{ userId: ann.id, status: 'ASSIGNED' }, { userId: cid.id, status: 'ACCEPTED' }] });
    await openRoster(page);

    // While the service has not answered, it already shows under Bea, marked as saving.
    await emulator.hold({ method: 'POST', path: `^/connect/calendar-items/${open.id}/members$` });
    try {
      await itemIn(cellOf(page, 'open', 1), open.id).dragTo(cellOf(page, bea.id, 1));
      await expect(itemIn(cellOf(page, bea.id, 1), open.id)).toHaveAttribute('data-saving', '');
      await expect(itemIn(cellOf(page, bea.id, 1), open.id)).toContainText('Saving…');
    } finally {
      await emulator.release();
    }
    await expect(page.getByTestId('roster-notice')).toContainText(`“Drag open shift” given to ${bea.fullName}.`);
    await expect(itemIn(cellOf(page, bea.id, 1), open.id)).not.toHaveAttribute('data-saving');
    await expect(itemIn(cellOf(page, 'open', 1), open.id)).toHaveCount(0);
    expect(await membersOf(open.id)).toEqual([`${bea.id}:ASSIGNED`]);

    // Another person and another day: moved, then reassigned; Cid stays on it.
    await itemIn(cellOf(page, ann.id, 3), shared.id).dragTo(cellOf(page, bea.id, 4));
    await expect(page.getByTestId('roster-notice')).toContainText(`“Drag shared shift” given to ${bea.fullName} instead of ${ann.fullName}.`);
    await expect(itemIn(cellOf(page, bea.id, 4), shared.id)).toBeVisible();
    await expect(itemIn(cellOf(page, cid.id, 4), shared.id)).toBeVisible();
    await expect(itemIn(cellOf(page, ann.id, 3), shared.id)).toHaveCount(0);
    expect(await membersOf(shared.id)).toEqual([`${bea.id}:ASSIGNED`, `${cid.id}:ACCEPTED`].sort());
    expect((await emulator.item(shared.id)).start).toBe(at(4, 9));
  });

  test('a reassign or a move the service refuses snaps back with a message, and nothing changes', async ({ page }) => {
    const [ann, bea] = (await topPeople(page)) as [SeededPerson, SeededPerson];
    const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Drag refused shift', at(5, 9), at(5, 13), ann.id);
    await openRoster(page);
    await emulator.faults({ failNext: [{ method: 'POST', path: `^/connect/calendar-items/${shift.id}/members$`, status: 503, count: 1 }] });
    try {
      await itemIn(cellOf(page, ann.id, 5), shift.id).dragTo(cellOf(page, bea.id, 5));
      const notice = page.getByTestId('roster-notice');
      await expect(notice).toHaveAttribute('role', 'alert');
      await expect(notice).toContainText(`“Drag refused shift” was not given to ${bea.fullName}`);
    } finally {
      await emulator.clearFaults();
    }
    await expect(itemIn(cellOf(page, ann.id, 5), shift.id)).toBeVisible();
    await expect(itemIn(cellOf(page, bea.id, 5), shift.id)).toHaveCount(0);
    expect(await membersOf(shift.id)).toEqual([`${ann.id}:ASSIGNED`]);

    // A move the service fails snaps back too, saying so.
    await emulator.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${shift.id}$`, status: 503, count: 1 }] });
    try {
      await itemIn(cellOf(page, ann.id, 5), shift.id).dragTo(cellOf(page, ann.id, 6));
      await expect(page.getByText('Not moved “Drag refused shift”')).toBeVisible();
    } finally {
      await emulator.clearFaults();
    }
    await expect(itemIn(cellOf(page, ann.id, 5), shift.id)).toBeVisible();
    await expect(itemIn(cellOf(page, ann.id, 6), shift.id)).toHaveCount(0);
    expect((await emulator.item(shift.id)).start).toBe(at(5, 9));
  });

  // Moving between cells (the one tab stop, arrows, Home/End, Page Up/Down, Ctrl+End) is in
  // components/roster/roster-grid.test.tsx; here Alt+arrows write to the service.
  test('by keyboard: Alt+Left moves an item a day earlier, Alt+Down gives it to the person below, and focus follows it', async ({ page }) => {
    const [ann] = (await topPeople(page)) as [SeededPerson];
    // In the afternoon: a move onto the morning would meet the refused drag's shift above (Sat 09:00-13:00)
    // and be asked about as a double booking.
    const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Keyboard shift', at(6, 14), at(6, 18), ann.id);
    await openRoster(page);

    // Ann's Sunday, Tab into its item, Alt+Left: a day earlier.
    const annRow = Number((await rowOf(page, ann.id).getByRole('rowheader').getAttribute('data-cell'))!.split(':')[0]);
    await cellOf(page, ann.id, 6).focus();
    await page.keyboard.press('Tab');
    await expect(itemIn(cellOf(page, ann.id, 6), shift.id)).toBeFocused();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page.getByText('Moved “Keyboard shift” to')).toBeVisible();
    await expect.poll(async () => (await emulator.item(shift.id)).start).toBe(at(5, 14));
    await expect(itemIn(cellOf(page, ann.id, 5), shift.id)).toBeFocused();

    // Alt+Down: to the person below.
    const belowId = await page.locator(`[data-cell="${annRow + 1}:0"]`).evaluate((el) => el.closest('[data-roster-row]')!.getAttribute('data-roster-row'));
    const below = place.people.find((p) => p.id === belowId)!;
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByTestId('roster-notice')).toContainText(`“Keyboard shift” given to ${below.fullName} instead of ${ann.fullName}.`);
    expect(await membersOf(shift.id)).toEqual([`${below.id}:ASSIGNED`]);
    await expect(itemIn(cellOf(page, below.id, 5), shift.id)).toBeFocused();
  });
});

test.describe('Recent changes, as a scheduler', () => {
  test.use({ storageState: storageStateOf('scheduler') });

  // The rules (words, the undo plan, asking before overwriting) are in lib/history/*.test.ts,
  // lib/history/server/undo-change.test.ts and components/history/recent-changes-dialog.test.tsx;
  // here the journey: a reassignment and an addition made in the roster are undone from the
  // history after a reload, by keyboard, and the service holds the people as before.
  test('a reassignment and an addition are undone from the history after a reload', async ({ page }) => {
    const [ann, bea] = (await topPeople(page)) as [SeededPerson, SeededPerson];
    const swapped = await create('MULTI_ASSIGNEE_SHIFT', 'History swapped shift', at(2, 18), at(2, 22), ann.id);
    const open = await create('MULTI_ASSIGNEE_SHIFT', 'History open shift', at(3, 12), at(3, 16));
    await openRoster(page);
    await itemIn(cellOf(page, ann.id, 2), swapped.id).dragTo(cellOf(page, bea.id, 2));
    await expect(page.getByTestId('roster-notice')).toContainText(`given to ${bea.fullName} instead of ${ann.fullName}.`);
    await itemIn(cellOf(page, 'open', 3), open.id).dragTo(cellOf(page, ann.id, 3));
    await expect(page.getByTestId('roster-notice')).toContainText(`“History open shift” given to ${ann.fullName}.`);
    expect([await membersOf(swapped.id), await membersOf(open.id)]).toEqual([[`${bea.id}:ASSIGNED`], [`${ann.id}:ASSIGNED`]]);

    // A reload loses nothing: the history is kept on the server.
    await page.reload();
    const button = page.getByRole('button', { name: 'Recent changes' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Recent changes' });
    const day = (d: number) => shortDay(monday.add({ days: d }).toString(), true);
    const gave = `Gave History swapped shift, ${day(2)} 18:00 to ${bea.fullName} instead of ${ann.fullName}`;
    const added = `Added ${ann.fullName} to History open shift, ${day(3)} 12:00`;
    await expect(dialog.getByText(gave, { exact: true })).toBeVisible();
    await expect(dialog.getByText(added, { exact: true })).toBeVisible();
    await screenshotIfAsked(page, 'recent-changes-1440');
    await expectNoSeriousViolations(page, 'recent changes', { include: 'dialog[open]' });

    // By keyboard: Tab to the reassignment's Undo, Enter.
    const undoGave = dialog.getByRole('button', { name: `Undo: ${gave}` });
    while (!(await undoGave.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(`Undid: ${gave}`, { exact: true })).toBeVisible();
    await expect.poll(() => membersOf(swapped.id)).toEqual([`${ann.id}:ASSIGNED`]);
    await dialog.getByRole('button', { name: `Undo: ${added}` }).click();
    await expect(dialog.getByText(`Undid: ${added}`, { exact: true })).toBeVisible();
    await expect.poll(() => membersOf(open.id)).toEqual([]);
    await expect(dialog.getByRole('button', { name: `Undo: ${gave}` })).toHaveCount(0);

    // Closed, the roster shows both as they were.
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(itemIn(cellOf(page, ann.id, 2), swapped.id)).toBeVisible();
    await expect(itemIn(cellOf(page, 'open', 3), open.id)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await button.click();
    await expect(dialog.getByText(`Undid: ${added}`, { exact: true })).toBeVisible();
    await screenshotIfAsked(page, 'recent-changes-390');
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('items cannot be dragged or moved by keyboard', async ({ page }) => {
    const [ann] = (await topPeople(page)) as [SeededPerson];
    const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Viewer shift', at(2, 9), at(2, 12), ann.id);
    await openRoster(page);
    const item = itemIn(cellOf(page, ann.id, 2), shift.id);
    await expect(item).not.toHaveAttribute('draggable', 'true');
    await item.dragTo(cellOf(page, ann.id, 3));
    await cellOf(page, ann.id, 2).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(item).toBeVisible();
    expect((await emulator.item(shift.id)).start).toBe(at(2, 9));
    await expect(page.getByTestId('roster-notice')).toBeEmpty();
  });
});
