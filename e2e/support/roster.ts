import type { Page } from '@playwright/test';

// Driving the roster grid: only the rows in view are drawn (a virtual list), so a row is found by
// scrolling to it, a screenful at a time.

/** Scrolls the roster a screenful at a time from the top, calling `visit` after each step, until `visit` says done or the end. */
export async function scrollRoster(page: Page, visit: () => Promise<boolean>) {
  const roster = page.getByTestId('roster');
  await roster.evaluate((el) => el.scrollTo(0, 0));
  for (;;) {
    if (await visit()) return;
    if (await roster.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)) return;
    // Two frames: the rows in view are drawn after the scroll event.
    await roster.evaluate((el) => new Promise((done) => (el.scrollBy(0, el.clientHeight * 0.8), requestAnimationFrame(() => requestAnimationFrame(done)))));
  }
}

/** A person's row ('open': the open shifts row), scrolled to. */
export async function rosterRowOf(page: Page, key: string) {
  const row = page.locator(`[data-roster-row="${key}"]`);
  await scrollRoster(page, async () => (await row.count()) > 0);
  await row.scrollIntoViewIfNeeded();
  return row;
}

/** The cell of a row's day (0: Monday), scrolled to. */
export const rosterCellOf = async (page: Page, key: string, day: number) => (await rosterRowOf(page, key)).getByRole('gridcell').nth(day);
