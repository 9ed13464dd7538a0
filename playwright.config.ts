import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/browser-path';
import { allLanes, E2E_APP_ENV, NEXT_START_OPTIONS, E2E_APP_URL, E2E_LANES, E2E_OIDC_CLIENT, E2E_TOKEN_KEY } from './e2e/support/servers';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];
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
  // Every lane's servers (e2e/support/servers.ts): an emulator, an OpenID provider for company
  // sign-in (e2e/company-sign-in.spec.ts starts the dashboard instance that uses it) and the
  // dashboard, which `next start` serves from the build made by `npm run build`.
  webServer: allLanes().flatMap((lane): WebServer[] => [
    {
      command: 'tsx emulator/main.ts',
      url: `${lane.emulatorUrl}/_control/seed`,
      env: { EMULATOR_PORT: String(lane.emulatorPort), EMULATOR_SEED: 'demo' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'tsx scripts/oidc-provider/main.ts',
      url: `${lane.oidcUrl}/.well-known/openid-configuration`,
      env: {
        OIDC_PROVIDER_PORT: String(lane.oidcPort),
        OIDC_PROVIDER_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_PROVIDER_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_PROVIDER_REDIRECT_URIS: `${lane.oidcAppUrl}/api/auth/oidc/callback`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${lane.dataDir} && next start -H 127.0.0.1 -p ${lane.appPort} ${NEXT_START_OPTIONS.join(' ')}`,
      url: `${lane.appUrl}/api/health`,
      env: {
        DEMO_MODE: '1',
        DATA_DIR: lane.dataDir,
        SERVICE_BASE_URL: lane.emulatorUrl,
        SERVICE_ACCESS_TOKEN: 'demo-first-token',
        SERVICE_CLIENT_ID: 'demo-client',
        SERVICE_CLIENT_SECRET: 'demo-secret',
        TOKEN_ENCRYPTION_KEY: E2E_TOKEN_KEY,
        // The fuzzer sends thousands of calls as one admin: limited, most would never reach
        // validation. The per-user limit is tested on a dashboard of its own (user-rate-limit.spec.ts).
        USER_RATE_LIMIT_PER_MINUTE: '0',
        // Specs change the emulator behind the dashboard's back and read at once, as no user waits
        // for: shared reads are joined in flight only here; e2e/shared-reads.spec.ts runs a
        // dashboard with the default time.
        SHARED_READ_SECONDS: '0',
        ...E2E_APP_ENV,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ]),
});
