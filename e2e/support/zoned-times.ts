import { expect, type Locator } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';

/**
 * A <time> shows its instant as the wall-clock time of `zone`, to the second, with the zone named.
 * The expected text is worked out here with Temporal, not with the app's own formatter.
 */
export async function expectTimeIn(time: Locator, zone: string) {
  const iso = await time.getAttribute('datetime');
  if (!iso) throw new Error('a <time> without datetime');
  // Cut to the second, not rounded: a clock shows 09:58:19 until 09:58:20.
  const wall = Temporal.Instant.from(iso).toZonedDateTimeISO(zone).toPlainDateTime();
  await expect(time).toHaveText(`${wall.toString().replace('T', ' ').slice(0, 19)} ${zone}`);
}
