import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { shortDay } from '@/lib/time/day-words';
import { expectNoSeriousViolations } from './support/axe';
import { emulator } from './support/emulator';
import { emulatorMessages } from './support/messages';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Plan in draft, publish once (issue 26, point 4), keyboard only: no click from start to end. On
// the roster a draft is opened, an open shift given to a person and a new item made, both by
// keyboard; meanwhile another manager fills the drafted shift in the service itself. Publish (with
// one announcement card) shows its progress, names the skipped line and why, and writes the rest;
// the card is read back from the emulator; Undo publish takes back exactly what was published.
// axe and no sideways overflow on the Publish dialog at 1440 and 390 px.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
// A random winter week of 2032–2035 per run (London on UTC), so a retry starts from an empty week.
const some = Temporal.PlainDate.from(`${2032 + Math.floor(Math.random() * 4)}-01-12`).add({ weeks: Math.floor(Math.random() * 6) });
const week = some.subtract({ days: some.dayOfWeek - 1 });
const at = (day: number, hour: number) => week.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
const weekItems = () => emulator.items(place.organizationId, at(0, 0), at(7, 0) - 1);
const holdersOf = async (id: string) => (await emulator.item(id)).members.filter((m) => m.status === 'ASSIGNED').map((m) => m.userId);

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard, in at most `max` stops. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let stop = 0; stop < max; stop++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable by ${back ? 'Shift+Tab' : 'Tab'} in ${max} stops`).toBeFocused();
}

/** The focus is on `target` and drawn: a solid ring at least 2 px wide (e2e/focus-ring.spec.ts checks its contrast). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Arrows from the grid's focused cell to `row:col` (the roster's cells are one tab stop). */
async function arrowTo(page: Page, row: number, col: number) {
  const [fromRow, fromCol] = (await page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-cell]')?.dataset.cell ?? '0:0')).split(':').map(Number) as [number, number];
  for (let i = fromRow; i < row; i++) await page.keyboard.press('ArrowDown');
  for (let i = fromRow; i > row; i--) await page.keyboard.press('ArrowUp');
  for (let i = fromCol; i < col; i++) await page.keyboard.press('ArrowRight');
  for (let i = fromCol; i > col; i--) await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`[data-cell="${row}:${col}"]`)).toBeFocused();
}

async function dialogLooksRight(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
  await expectNoSeriousViolations(page, `the Publish dialog at ${width} px`, { include: 'dialog[open]' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.locator('dialog[open]').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

test('keyboard only: a draft with an assignment and a new item, a slot filled meanwhile, published with a card, the skip named, Undo publish', async ({ page }) => {
  const till = await create('MULTI_ASSIGNEE_SHIFT', 'Publish keyboard till', at(1, 9), at(1, 17));
  await page.goto(`/organizations/${place.organizationId}/roster?date=${week}`);
  const grid = page.getByRole('grid', { name: 'Roster' });
  await expect(grid).toBeVisible();
  const keys = await page.locator('[data-roster-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-roster-row')));
  const openRow = keys.indexOf('open');
  // Alt+Down from the open row gives the shift to the person below it; the new item goes to the next.
  // Whoever they are: other files in the lane may have added members to this organization.
  const [given, maker] = [{ id: keys[openRow + 1]! }, { id: keys[openRow + 2]! }];
  expect(given.id && maker.id && ![given.id, maker.id].includes('open'), 'two people under the open row').toBe(true);
  const filler = place.people.find((p) => p.id !== given.id && p.id !== maker.id)!;

  // Plan in draft.
  const bar = page.getByRole('region', { name: 'Draft' });
  const summary = bar.getByTestId('draft-summary');
  await tabTo(page, bar.getByRole('button', { name: 'Plan in draft' }));
  await page.keyboard.press('Enter');
  await expect(summary).toHaveText('Draft: 0 changes');

  // The open shift given to a person: into the draft, live untouched.
  await tabTo(page, grid.locator('[data-cell][tabindex="0"]'));
  await arrowTo(page, openRow, 2);
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-roster-item="${till.id}"]`)).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(summary).toHaveText('Draft: 1 change: 1 assignment');
  expect(await holdersOf(till.id)).toEqual([]);

  // A new item on the next person's Thursday: Enter on the cell, a name, Enter.
  await page.keyboard.press('Escape');
  // The moved item is drawn anew once its draft line settles and can take the focus with it (see the
  // note on issue 26): back to the grid's tab stop by Tab, as a keyboard user would.
  await tabTo(page, grid.locator('[data-cell][tabindex="0"]'), { back: true });
  await arrowTo(page, openRow + 2, 4);
  await page.keyboard.press('Enter');
  const making = page.getByRole('dialog', { name: 'New item in the draft' });
  await expect(making.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Publish keyboard late');
  await page.keyboard.press('Enter');
  await expect(making).toBeHidden();
  await expect(summary).toHaveText('Draft: 3 changes: 1 new item, 2 assignments');

  // Meanwhile another manager fills the drafted shift in the service itself.
  await emulator.addMember(till.id, { type: 'USER', userId: filler.id, initialStatus: 'ASSIGNED' });

  // Publish…, with the announcement card to the Managers conversation.
  await tabTo(page, bar.getByRole('button', { name: 'Publish…' }), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Publish the draft?' });
  const announce = dialog.getByLabel('Announce it in');
  await tabTo(page, announce);
  for (let i = 0; i < 10 && !/^Managers/.test(await announce.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? '')); i++) await page.keyboard.press('ArrowDown');
  await expect(announce).toHaveAccessibleDescription(/^Posts one card to Managers/);
  const conversationId = await announce.inputValue();
  await dialogLooksRight(page, 1440);
  await dialogLooksRight(page, 390);
  await screenshotIfAsked(page, 'publish-dialog-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // While the new item's write is held, the progress shows, and the keyboard is on it.
  await emulator.hold({ method: 'POST', path: '^/connect/calendar-items$' });
  const progress = bar.getByTestId('publish-progress');
  try {
    await tabTo(page, dialog.getByRole('button', { name: 'Publish 3 changes' }));
    await page.keyboard.press('Enter');
    await expect(progress.getByRole('progressbar', { name: 'Publishing' })).toHaveAttribute('aria-valuenow', '0');
    await expectVisibleFocus(progress.getByText('Publishing', { exact: true }));
  } finally {
    await emulator.release();
  }
  await expect(progress).toHaveAttribute('data-state', 'published', { timeout: 20_000 });
  await expect(progress.getByRole('status')).toHaveText('2 done · 1 skipped · 0 conflicts');
  const day = (d: number) => shortDay(week.add({ days: d }).toString(), true);
  await expect(progress.getByRole('list', { name: 'Lines not published' })).toHaveText(`Assignment on “Publish keyboard till”, ${day(1)} 09:00–17:00 (skipped): Filled meanwhile by ${filler.fullName} (1 of 1 on it).`);
  await screenshotIfAsked(page, 'publish-result-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotIfAsked(page, 'publish-result-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Read back: the new item with its person, the filled shift as the other manager left it, one card.
  const made = (await weekItems()).filter((i) => i.name === 'Publish keyboard late');
  expect(made.map((i) => [i.start, i.members.filter((m) => m.status === 'ASSIGNED').map((m) => m.userId)])).toEqual([[at(3, 9), [maker.id]]]);
  expect(await holdersOf(till.id)).toEqual([filler.id]);
  const title = `Schedule out: ${day(0)} – ${day(6)}, ${place.organizationName}`;
  await expect.poll(async () => (await emulatorMessages()).cards.filter((c) => c.content.title === title).map((c) => c.content.body)).toEqual(['2 changes: 1 new item, 1 assignment.']);
  const { cards, messages } = await emulatorMessages();
  const card = cards.find((c) => c.content.title === title)!;
  expect(messages.filter((m) => m.cardId === card.id).map((m) => m.conversationId)).toEqual([conversationId]);

  // Undo publish: asked first (the focus on "Keep them"), then exactly what was published goes.
  await tabTo(page, progress.getByRole('button', { name: 'Undo publish…' }));
  await page.keyboard.press('Enter');
  const ask = bar.getByRole('alertdialog', { name: 'Undo this publish?' });
  await expectVisibleFocus(ask.getByRole('button', { name: 'Keep them' }));
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Undo publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(progress).toHaveAttribute('data-state', 'undone', { timeout: 20_000 });
  await expect(progress.getByText('Publish undone', { exact: true })).toBeFocused();
  await expect.poll(async () => (await weekItems()).filter((i) => i.name === 'Publish keyboard late')).toEqual([]);
  expect(await holdersOf(till.id)).toEqual([filler.id]);
});
