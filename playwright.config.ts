import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/browser-path';
import { E2E_APP_URL, E2E_LANES } from './e2e/support/servers';

const RESILIENCE = [/e2e\/load\.spec\.ts$/, /e2e\/resilience\/.*\.spec\.ts$/];
const PROBES = /e2e\/probes\/.*\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker per lane: a lane's emulator state is shared by its worker's tests, which run one at
  // a time (a file's tests in order); lanes share nothing (e2e/support/servers.ts).
  workers: E2E_LANES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is what `npm run e2e:timings` reads; the wall time is printed last.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }], ...(process.env.CI ? [['html', { open: 'never' }] as const] : []), ['./e2e/support/wall-time-reporter.ts']],
  // Starts every lane's servers, all at once (e2e/support/lane-servers.ts), and stops them at the end.
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    // This worker's lane: the config is read again inside each worker, with its parallel index set.
    baseURL: E2E_APP_URL,
    // Recording a trace for every test costs about a quarter of the run (README, "Run every test"):
    // CI keeps one for the retry of a failed test; E2E_TRACE=1 keeps one for every failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // Times follow the browser's language (lib/time/hour-cycle.ts): the suite reads 24-hour times
    // as en-GB writes them; e2e/schedule-times.spec.ts checks en-US's 12-hour ones.
    locale: 'en-GB',
    launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    // `npm test` runs this one (`--project=chromium`).
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, dependencies: ['setup'], testIgnore: [...RESILIENCE, PROBES] },
    // The long runs (30 s of load, the fault storm): `npm run test:resilience` (package.json's resilience:e2e and resilience:storm).
    { name: 'resilience', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, dependencies: ['setup'], testMatch: RESILIENCE },
    // Measurements, not checks: `npm run e2e:probe` (e2e/probes/).
    { name: 'probe', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, dependencies: ['setup'], testMatch: PROBES },
  ],
});
