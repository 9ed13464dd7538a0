import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { screenshotIfAsked } from './support/screenshots';
import { emulator } from './support/emulator';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { scrollRoster } from './support/roster';
import { expect, test } from './support/test';

// Issue 24, point 6: the roster's rows never draw over each other. Only the rows in view are in the
// page, each placed where the rows above it end, so every row's height must be its real one, also
// after the rows change places (the member list arrives after the week), the week changes, or the
// window changes width. Each check reads every drawn row's box, top to bottom, a screenful at a
// time: no two intersect, and each person's hours are inside their row and not covered.
// Harbour Café (Europe/London); a random week of 2036–2037 per run, its own.
test.use({ storageState: storageStateOf('viewer') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const monday = Temporal.PlainDate.from('2036-01-07').add({ weeks: Math.floor(Math.random() * 100) });
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: 'Europe/London', plainTime: { hour } }).epochMilliseconds;
const rosterUrl = () => `/organizations/${place.organizationId}/roster?date=${monday}`;

/** What is wrong with the rows drawn now: pairs that intersect, hours outside their row or covered. */
function rowProblemsInView(page: Page): Promise<string[]> {
  return page.getByTestId('roster').evaluate((scroller) => {
    const rows = [...scroller.querySelectorAll<HTMLElement>('[role="rowgroup"] + [role="rowgroup"] [data-roster-row]')].map((el) => ({
      key: el.dataset.rosterRow!,
      name: el.querySelector('[role="rowheader"] > div')?.textContent ?? '',
      box: el.getBoundingClientRect(),
      hours: el.querySelector('[data-hours]')?.getBoundingClientRect() ?? null,
    }));
    const problems: string[] = [];
    for (const [i, a] of rows.entries()) {
      for (const b of rows.slice(i + 1)) if (a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5) problems.push(`${a.name} and ${b.name} intersect`);
    }
    // Rows pass under the sticky header on purpose: only hours below it can be looked at.
    const headerBottom = scroller.querySelector('[role="rowgroup"]')!.getBoundingClientRect().bottom;
    const view = scroller.getBoundingClientRect();
    for (const row of rows) {
      if (!row.hours) continue;
      if (row.hours.top < row.box.top - 0.5 || row.hours.bottom > row.box.bottom + 0.5) problems.push(`${row.name}'s hours are outside the row`);
      const [x, y] = [row.hours.left + row.hours.width / 2, row.hours.top + row.hours.height / 2];
      if (y <= headerBottom || row.hours.bottom > Math.min(view.bottom, innerHeight) || x > Math.min(view.right, innerWidth)) continue;
      if (!document.elementFromPoint(x, y)?.closest(`[data-roster-row="${CSS.escape(row.key)}"]`)) problems.push(`${row.name}'s hours are covered`);
    }
    return problems;
  });
}

/** Every row of the roster, checked a screenful at a time from the top; the rows seen are counted. */
async function rowProblems(page: Page): Promise<{ problems: string[]; seen: number }> {
  const problems = new Set<string>();
  const seen = new Set<string>();
  await scrollRoster(page, async () => {
    for (const problem of await rowProblemsInView(page)) problems.add(problem);
    for (const key of await page.locator('[data-roster-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-roster-row')))) seen.add(key!);
    return false;
  });
  return { problems: [...problems], seen: seen.size };
}

async function expectRowsApart(page: Page) {
  const { problems, seen } = await rowProblems(page);
  expect(problems).toEqual([]);
  // The open shifts row and one per member: every row was looked at.
  expect(seen).toBe(place.people.length + 1);
}

test.beforeAll(async () => {
  // Rows of different heights: person i has i % 4 shifts on Tuesday (a busy cell is a tall row).
  for (const [i, person] of place.people.entries()) {
    for (let n = 0; n < i % 4; n += 1) await create('MULTI_ASSIGNEE_SHIFT', `Rows ${n + 1}`, at(1, 8 + n), at(1, 9 + n), person.id);
  }
});

test.afterEach(async () => {
  await emulator.release();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} no two rows intersect: when the member list arrives late, after a week away, at another width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The week first, the member list after: the rows drawn from the week's people change places.
    await emulator.hold({ method: 'GET', path: `^/connect/organizations/${place.organizationId}/members$` });
    // Not waiting for the page to load: it streams the member list, so it is not loaded until released.
    await page.goto(rosterUrl(), { waitUntil: 'commit' });
    const grid = page.getByRole('grid', { name: 'Roster' });
    await expect(grid).toBeVisible();
    await expect.poll(async () => (await emulator.held()).waiting.length).toBeGreaterThan(0);
    await emulator.release();
    await expect(grid).toHaveAttribute('aria-rowcount', String(place.people.length + 2));
    await expectRowsApart(page);

    // Another week (every row short) and back (tall again).
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('columnheader').nth(1)).toHaveAttribute('data-day', monday.add({ weeks: 1 }).toString());
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page.getByRole('columnheader').nth(1)).toHaveAttribute('data-day', monday.toString());
    await expect(page.locator('[data-roster-item]').first()).toBeVisible();
    await expectRowsApart(page);

    // The window narrows and widens: rows wrap differently.
    await page.setViewportSize({ width: viewport.width === 1440 ? 1024 : 1440, height: viewport.height });
    await expectRowsApart(page);
    await page.setViewportSize(viewport);
    await expectRowsApart(page);
    await screenshotIfAsked(page, `roster-rows-${viewport.width}`);
  });
}
