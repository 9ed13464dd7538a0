import { expect, test as setup } from '@playwright/test';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';
import { storageStateIn } from './support/roles';
import { allLanes } from './support/servers';

// Sign in once per role and lane (each lane's dashboard keeps its own sessions) through the real
// form; the other tests reuse the saved cookies.
for (const role of Object.keys(demoUsers) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ browser }) => {
    for (const lane of allLanes()) {
      const context = await browser.newContext({ baseURL: lane.appUrl });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(demoUsers[role].email);
      await page.getByLabel('Password').fill(demoPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sign-in'));
      await expect(page.getByText(demoUsers[role].name).first()).toBeVisible();
      await context.storageState({ path: storageStateIn(lane, role) });
      await context.close();
    }
  });
}
