import { expect, test as base } from '@playwright/test';
import { BrowserWatch } from './browser-watch';

// The `test` every spec imports: each test's browser context is watched (./browser-watch.ts) and
// the test fails on a leaked secret or a CSP violation. A context a test opens itself is watched
// when it hands it to `await watch.watch(context)`. The run's totals are printed when the worker ends.
// Nothing here is automatic per test: a test that only talks HTTP (`request`) opens no browser context.

type Tally = { scanned: number; unreadable: number; leaks: number; tests: number };

/** Reads what the watch has seen so far and fails the test on a leak or a CSP violation. */
async function check(watch: BrowserWatch, tally: Tally) {
  const report = await watch.report();
  tally.scanned += report.scanned;
  tally.unreadable += report.unreadable;
  tally.leaks += report.leaks.length;
  expect(report.leaks, 'service secrets in responses the browser received').toEqual([]);
  expect(report.cspViolations, 'Content Security Policy violations').toEqual([]);
}

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
    async ({ scanTally }, use) => {
      const watch = new BrowserWatch();
      await use(watch);
      scanTally.tests += 1;
      await check(watch, scanTally); // contexts the test opened itself
    },
    { scope: 'test' },
  ],
  // The test's own context (and so `page`) is always watched, and read while it is still open.
  context: [
    async ({ context, watch, scanTally }, use) => {
      await watch.watch(context);
      await use(context);
      await check(watch, scanTally);
    },
    { scope: 'test' },
  ],
  // Its RSC responses are watched from the first one on.
  page: [
    async ({ page, watch }, use) => {
      await watch.watchPage(page);
      await use(page);
    },
    { scope: 'test' },
  ],
});

export { expect };
