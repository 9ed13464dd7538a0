import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { settled } from '../support/app-pages';
import { openSchedule } from '../support/calendar';
import { emulator } from '../support/emulator';
import { storageStateOf } from '../support/roles';

// Probe (issue 23): what opening and closing an item's drawer by a click costs on a loaded week,
// as a JS CPU profile of each (the page load itself is page-cost.spec.ts's). PROBE_PROFILE_DIR
// keeps the profiles. Run: `npm run e2e:probe -- e2e/probes/drawer-open.spec.ts`.

type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[]; samples: number[]; timeDeltas: number[] };

function summary(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (frame.functionName === '(idle)') return;
    busy += ms;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`).join('\n');
  return `  busy ${busy.toFixed(0)} ms\n${top}`;
}

test('opening and closing an item drawer by a click: JS CPU profile', async ({ browser, baseURL }) => {
  test.setTimeout(0);
  const seed = await emulator.seed();
  for (let round = 0; round < Number(process.env.PROBE_ROUNDS ?? 3); round++) {
    const context = await browser.newContext({ baseURL, storageState: storageStateOf('admin'), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openSchedule(page, seed.organizations[0]!.id, { view: 'week' });
    await settled(page);
    const session = await context.newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    const profiled = async (name: string, act: () => Promise<void>) => {
      await session.send('Profiler.start');
      await act();
      // Until the browser is idle: the redraw after a close runs after the dialog has gone.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5_000 })))));
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
      if (process.env.PROBE_PROFILE_DIR) writeFileSync(`${process.env.PROBE_PROFILE_DIR}/${name}-${round}.cpuprofile`, JSON.stringify(profile));
      console.log(`${name} (round ${round}):\n${summary(profile)}`);
    };
    // The first open loads the drawer's code; the second is what every later open costs.
    for (const open of ['first open', 'second open']) {
      await profiled(open, async () => {
        await page.locator('[data-item-id]:not([data-open])').first().click();
        await page.locator('dialog[open] h2').waitFor();
        await page.locator('dialog[open] dl').waitFor();
      });
      await profiled(`close after ${open}`, async () => {
        await page.keyboard.press('Escape');
        await page.locator('dialog[open]').waitFor({ state: 'detached' });
      });
    }
    await context.close();
  }
});
