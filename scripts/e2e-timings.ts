import { readFileSync } from 'node:fs';
import { wallUse, type TimedResult } from './e2e-lane-use';

// `npm run e2e:timings [report.json] [count]`: the slowest tests of a Playwright run and its totals,
// read from the JSON report that every `npm run test:e2e` writes (playwright.config.ts). Where the
// end-to-end minutes go, so the next cut is made where it pays.

const DEFAULT_REPORT = 'test-results/e2e-report.json';

type Result = { duration: number; status: string; startTime: string; parallelIndex: number };
type Spec = { title: string; file: string; line: number; tests: { projectName: string; results: Result[] }[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[]; stats: { startTime: string; duration: number; expected: number; unexpected: number; flaky: number; skipped: number } };

type Timed = { file: string; title: string; project: string; ms: number; status: string };

/** Every test of the report with the time its attempts took (retries included); `attempts` gets each attempt. */
function timedTests(report: Report, attempts: (TimedResult & { title: string })[] = []): Timed[] {
  const out: Timed[] = [];
  const walk = (suite: Suite, titles: string[]) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const status = test.results.at(-1)?.status ?? 'skipped';
        out.push({ file: `${spec.file}:${spec.line}`, title: [...path, spec.title].join(' › '), project: test.projectName, ms, status });
        for (const r of test.results) attempts.push({ ...r, project: test.projectName, title: `${spec.file}: ${spec.title}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const [path = DEFAULT_REPORT, count = '20'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
const attempts: (TimedResult & { title: string })[] = [];
const tests = timedTests(report, attempts);
const ran = tests.filter((t) => t.status !== 'skipped');
const total = ran.reduce((sum, t) => sum + t.ms, 0);

console.log(`slowest ${count} of ${ran.length} tests (${path})`);
console.log('| # | seconds | test | where |\n| ---: | ---: | --- | --- |');
[...ran]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(count))
  .forEach((t, i) => console.log(`| ${i + 1} | ${(t.ms / 1000).toFixed(1)} | ${t.title}${t.status === 'passed' ? '' : ` (${t.status})`} | ${t.file} |`));

const byFile = new Map<string, number>();
for (const t of ran) {
  const file = t.file.replace(/:\d+$/, '');
  byFile.set(file, (byFile.get(file) ?? 0) + t.ms);
}
console.log('\nslowest files\n| seconds | tests | file |\n| ---: | ---: | --- |');
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`| ${(ms / 1000).toFixed(1)} | ${ran.filter((t) => t.file.startsWith(`${file}:`)).length} | ${file} |`);
}

const { stats } = report;
console.log(`\ntotals: ${ran.length} tests ran (${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped)`);
console.log(`  sum of test durations ${seconds(total)}; wall time ${minutes(stats.duration)} (servers' start-up and fixtures outside the tests make the difference)`);

const use = wallUse(report.stats.startTime, report.stats.duration, attempts);
console.log(`\nwhere the wall time went: ${seconds(use.beforeSetup)} before the first test (servers' start-up, workers), ${seconds(use.setup)} of sign-in setup, then per lane:`);
console.log('| lane | in tests | between tests (hooks, workers) | idle at the end | biggest gaps |\n| ---: | ---: | ---: | ---: | --- |');
for (const lane of use.lanes) {
  const gaps = lane.biggestGaps.map((g) => `${seconds(g.ms)} before ${g.before.slice(0, 60)}`).join('; ');
  console.log(`| ${lane.lane} | ${seconds(lane.inTests)} | ${seconds(lane.gaps)} | ${seconds(lane.idleAtEnd)} | ${gaps} |`);
}
