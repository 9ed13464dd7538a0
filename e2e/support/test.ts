import { expect, test as base } from '@playwright/test';
import { BrowserWatch } from './browser-watch';

// The `test` every spec imports: each test's browser context is watched (./browser-watch.ts) and
// the test fails on a leaked secret or a CSP violation. A context a test opens itself is watched
// when it hands it to `await watch.watch(context)`. The run's totals are printed when the worker ends.

type Tally = { scanned: number; unreadable: number; leaks: number; tests: number };

export const test = base.extend<{ watch: BrowserWatch }, { scanTally: Tally }>({
  scanTally: [
    async ({}, use) => {
      const tally: Tally = { scanned: 0, unreadable: 0, leaks: 0, tests: 0 };
      await use(tally);
      console.log(`token leak scan: ${tally.scanned} responses scanned (${tally.unreadable} unreadable) in ${tally.tests} tests, ${tally.leaks} leaks`);
    },
    { scope: 'worker', auto: true },
  ],
  watch: [
    async ({ context, scanTally }, use) => {
      const watch = new BrowserWatch();
      await watch.watch(context);
      await use(watch);
      const report = await watch.report();
      scanTally.scanned += report.scanned;
      scanTally.unreadable += report.unreadable;
      scanTally.leaks += report.leaks.length;
      scanTally.tests += 1;
      expect(report.leaks, 'service secrets in responses the browser received').toEqual([]);
      expect(report.cspViolations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
