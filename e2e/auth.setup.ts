import { expect, test as setup, type Browser } from '@playwright/test';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';
import { storageStateIn } from './support/roles';
import { allLanes, type Lane } from './support/servers';

// Sign in once per role and lane (each lane's dashboard keeps its own sessions) through the real
// form; the other tests reuse the saved cookies. Each sign-in is a test of its own, spread over the
// workers (one sign-in per worker at a time): nothing here depends on another sign-in.
setup.describe.configure({ mode: 'parallel', timeout: 120_000 });

// The first requests to a dashboard just started: on a loaded machine they took over the 10 s that
// expect waits elsewhere (seen at load 14, where the setup failed and the run with it).
const COLD_START_MS = 45_000;

async function signIn(browser: Browser, lane: Lane, role: DemoRole) {
  const context = await browser.newContext({ baseURL: lane.appUrl });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demoUsers[role].email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: COLD_START_MS });
  await expect(page.getByText(demoUsers[role].name).first()).toBeVisible({ timeout: COLD_START_MS });
  await context.storageState({ path: storageStateIn(lane, role) });
  await context.close();
}

for (const role of Object.keys(demoUsers) as DemoRole[]) {
  for (const lane of allLanes()) {
    setup(`sign in as ${role} in lane ${lane.index}`, async ({ browser }) => {
      await signIn(browser, lane, role);
    });
  }
}
