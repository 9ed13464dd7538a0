import type { Page } from '@playwright/test';

// Screenshots are for a person to look at (README, "Look at it"), not for a test to check: taken
// only when SHOTS_DIR names a folder, since a full-page one costs a busy machine a second or more.

/** Saves `SHOTS_DIR/<name>.png` when SHOTS_DIR is set; does nothing otherwise. */
export async function screenshotIfAsked(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.SHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name.replace(/[^\w.-]+/g, '-')}.png`, fullPage: options.fullPage ?? false });
}
