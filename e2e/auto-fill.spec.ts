import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 26, points 3–4 on screen: a manager asks for auto-fill on the roster, reads a line's
// reasons by keyboard, changes one line by hand, re-solves the rest around it, accepts some of it
// into the draft and finds them there. The score words, toggles and refusals are component tests
// (components/auto-fill), the re-solve's rules unit and route tests (lib/auto-fill). Harbour Café
// (Europe/London); a random week of 2032–2033 per run, so a retry starts from an empty week.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05').add({ weeks: Math.floor(Math.random() * 100) });
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;

test('auto-fill: reasons by keyboard, one line changed and the rest re-solved, some lines accepted into the draft', async ({ page }) => {
  test.slow(); // two solves, two axe runs on a busy machine
  const tuesday = await create('MULTI_ASSIGNEE_SHIFT', 'Auto-fill early', at(1, 8), at(1, 12));
  const wednesday = await create('MULTI_ASSIGNEE_SHIFT', 'Auto-fill late', at(2, 14), at(2, 18));

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  await page.getByRole('button', { name: 'Auto-fill', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Auto-fill' });
  await expect(panel.getByRole('region', { name: 'Score' })).toContainText('Fills 2 of 2 places — every open place can be filled', { timeout: 20_000 });

  // The first line's reasons are read with its checkbox when the keyboard reaches it.
  const early = panel.getByRole('checkbox', { name: /· Auto-fill early 08:00–12:00/ });
  for (let presses = 0; presses < 20 && !(await early.evaluate((el) => el === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(early).toBeFocused();
  await expect(early).toHaveAccessibleDescription(/^free · /);

  await expectNoSeriousViolations(page, 'auto-fill panel @1440', { include: 'dialog' });
  await screenshotIfAsked(page, 'auto-fill-panel-1440');

  // Someone else takes the early shift by hand; the rest is solved again around them.
  await panel.getByRole('button', { name: /^Change .* on Auto-fill early/ }).press('Enter');
  const person = panel.getByRole('combobox', { name: 'Person for Auto-fill early 08:00–12:00' });
  // Anyone the panel offers but the one proposed.
  const offered = await person.locator('option').allTextContents();
  const chosen = place.people.find((p) => offered.includes(p.fullName))!;
  await person.selectOption({ label: chosen.fullName });
  await panel.getByRole('button', { name: 'Re-solve the rest (1 change)' }).click();
  const pinned = panel.getByRole('checkbox', { name: `${chosen.fullName} · Auto-fill early 08:00–12:00` });
  await expect(pinned).toHaveAccessibleDescription('your choice: the rest was solved around it', { timeout: 20_000 });

  // Accept only the early line: the late one is left out.
  await panel.getByRole('checkbox', { name: /· Auto-fill late 14:00–18:00/ }).uncheck();
  await panel.getByRole('button', { name: 'Accept 1 line into the draft' }).click();
  await expect(panel.getByText('1 line is in the draft.')).toBeVisible();
  await expect(panel.getByText('In the draft', { exact: true })).toHaveCount(1);

  // The draft holds that line, from auto-fill, with its reason; nothing of the late shift.
  const drafts = await page.request.get(`/api/organizations/${place.organizationId}/drafts?from=${at(0, 0)}&to=${at(7, 0)}`);
  const { draft } = (await drafts.json()) as { draft: { lines: { kind: string; itemId: string | null; userId: string | null; source: string; reasons: string[] }[] } };
  expect(draft.lines.map(({ kind, itemId, userId, source, reasons }) => ({ kind, itemId, userId, source, reasons }))).toEqual([
    { kind: 'assign', itemId: tuesday.id, userId: chosen.id, source: 'auto-fill', reasons: ['your choice: the rest was solved around it'] },
  ]);
  expect(draft.lines.some((line) => line.itemId === wednesday.id)).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => panel.evaluate((el) => [el.getBoundingClientRect().right <= 390, el.scrollWidth <= el.clientWidth])).toEqual([true, true]);
  await expectNoSeriousViolations(page, 'auto-fill panel @390', { include: 'dialog' });
  await screenshotIfAsked(page, 'auto-fill-panel-390');
});
