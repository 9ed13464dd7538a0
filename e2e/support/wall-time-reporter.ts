import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

// The last lines of `npm test`: how long the end-to-end run took on the wall clock (the number the
// suite's time budget is about), and its counts in the plain "N passed, N failed" form.
// `npm run e2e:timings` says where the time went.

export default class WallTimeReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(result: FullResult) {
    const tests = this.root?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    const seconds = Math.round(result.duration / 1000);
    console.log(`\ne2e wall time: ${Math.floor(seconds / 60)} min ${seconds % 60} s (${result.status}; slowest tests: npm run e2e:timings)`);
    console.log(`e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`);
  }

  printsToStdio() {
    return false;
  }
}
