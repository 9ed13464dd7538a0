import { expect, type Page } from '@playwright/test';
import { scheduleReady } from './calendar';
import { emulator, type EmulatorSeed } from './emulator';
import { expectHydrated } from './hydrated';
import { composer, fillAnnouncement, history, openComposer } from './messages';

// Every page of the app, for the checks that run on all of them (accessibility, screen widths):
// where it lives and how to wait until it shows its real content rather than a loading skeleton.

export type AppPage = {
  name: string;
  /** Signed out (the sign-in page); the others are opened as the admin, who sees every control. */
  anonymous?: boolean;
  /** Holds a table whose rows carry actions (checked for reach on small screens). */
  rowActions?: boolean;
  open: (page: Page, seed: EmulatorSeed) => Promise<void>;
  /** The same page in other states, shown one after the other in the one load (at 1440 px). */
  then?: readonly { name: string; show: (page: Page) => Promise<void> }[];
};

/** Waits until the page is hydrated and nothing says it is still loading (skeletons, busy regions). */
export async function settled(page: Page) {
  await expectHydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0, { timeout: 30_000 });
}

type Path = string | ((ids: { enterpriseId: string; organizationId: string }) => string);

const plain = (path: Path) => async (page: Page, seed: EmulatorSeed) => {
  await page.goto(typeof path === 'string' ? path : path({ enterpriseId: seed.enterprise.id, organizationId: seed.organizations[0]!.id }));
  await settled(page);
};

/** The schedule switched to another view from its toolbar, as a manager does, once it has read that range. */
const scheduleView = (view: string) => async (page: Page) => {
  const label = view[0]!.toUpperCase() + view.slice(1);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]view=${view}`));
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  await scheduleReady(page, view);
  await settled(page);
};

/**
 * The messages page with a failed message in its history, so the history table has rows with
 * actions (Retry, Send again) and the composer shows its "Not sent" alert: a send made to fail once.
 */
async function messagesWithFailedRow(page: Page, seed: EmulatorSeed) {
  await openComposer(page);
  if ((await history(page).locator('[data-testid="message-row"][data-state="failed"]').count()) === 0) {
    await fillAnnouncement(page, seed.organizations[0]!.name, { title: 'Checked on every screen', body: 'Made to fail once.' });
    await emulator.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 503, count: 1 }] });
    await composer(page).getByRole('button', { name: 'Send' }).click();
    await expect(history(page).locator('[data-testid="message-row"][data-state="failed"]')).not.toHaveCount(0);
  }
  await settled(page);
}

export const appPages: readonly AppPage[] = [
  { name: 'sign-in', anonymous: true, open: plain('/sign-in') },
  { name: 'home', open: plain('/') },
  { name: 'enterprise', rowActions: true, open: plain((ids) => `/enterprises/${ids.enterpriseId}`) },
  // An organization's own address opens its schedule (week); the other views follow in the same load.
  {
    name: 'schedule week',
    open: async (page: Page, seed: EmulatorSeed) => {
      await plain((ids) => `/organizations/${ids.organizationId}`)(page, seed);
      await expect(page).toHaveURL(/\/schedule/);
      await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
      await scheduleReady(page, 'week');
    },
    then: ['day', 'month', 'list'].map((view) => ({ name: `schedule ${view}`, show: scheduleView(view) })),
  },
  {
    name: 'roster',
    open: async (page: Page, seed: EmulatorSeed) => {
      await plain((ids) => `/organizations/${ids.organizationId}/roster`)(page, seed);
      await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();
    },
  },
  {
    name: 'members',
    rowActions: true,
    open: async (page: Page, seed: EmulatorSeed) => {
      await plain((ids) => `/organizations/${ids.organizationId}/members`)(page, seed);
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    },
  },
  { name: 'requests', rowActions: true, open: plain((ids) => `/organizations/${ids.organizationId}/requests`) },
  { name: 'messages', rowActions: true, open: messagesWithFailedRow },
  { name: 'messages setup', rowActions: true, open: plain('/messages/setup') },
  { name: 'settings', rowActions: true, open: plain('/settings') },
  { name: 'audit', rowActions: true, open: plain('/audit') },
  { name: 'not found', open: plain('/no-such-page') },
];
